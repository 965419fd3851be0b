import { useCallback, useRef, useState, type ReactNode } from "react";
import type { NavItem } from "../../lib/data/navigationSchema";
import type { SiteInfo } from "../../lib/data/siteSchema";
import { normalizePath } from "../../lib/paths";
import { Icon } from "./Icon";
import { MenuEntry } from "./MenuEntry";
import { MenuToggle } from "./MenuToggle";
import { useMenuFocus } from "./useMenuFocus";

interface MainMenuProps {
  items: readonly NavItem[];
  site: Pick<SiteInfo, "links">;
  currentPath: string;
  /** Shown at the drawer's end while it is open: the top bar's details, which the compact header of
   * a phone leaves out. Not in the page until then, so the closed drawer costs a phone nothing. */
  drawerEnd?: ReactNode;
}

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** The main menu as WAI-ARIA disclosure navigation: each submenu has a toggle button
 * (aria-expanded); hover also opens it on desktop. Up to 991 px the whole list becomes a drawer
 * opened by the Menu button, with Escape and the backdrop closing it and focus kept inside. Before
 * the page's script runs, the Menu button is a link to the site map. A submenu's links are put in
 * the page when the pointer or focus first comes to its entry (and always for the current
 * section), which keeps some hundred elements out of every page a phone loads; the section pages
 * they lead to are one tap away through the entry's own link. */
export function MainMenu({ items, site, currentPath, drawerEnd }: MainMenuProps) {
  const [openSub, setOpenSub] = useState<string | null>(null);
  const [reached, setReached] = useState<ReadonlySet<string>>(() => new Set());
  const reach = (id: string) => setReached((ids) => (ids.has(id) ? ids : new Set(ids).add(id)));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const current = normalizePath(currentPath);

  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    toggleRef.current?.focus();
  }, []);

  const closeSub = useCallback(() => setOpenSub(null), []);
  useMenuFocus({ openSub, closeSub, drawerOpen, closeDrawer, panelRef });

  const isCurrent = (item: NavItem): boolean =>
    Boolean(item.path && normalizePath(item.path) === current) || (item.children ?? []).some(isCurrent);

  return (
    <nav className="menu" aria-label="Main">
      <div className="container menu__bar">
        <MenuToggle open={drawerOpen} onToggle={() => setDrawerOpen((open) => !open)} toggleRef={toggleRef} />
      </div>
      {drawerOpen ? <div className="menu__backdrop" onClick={closeDrawer} aria-hidden="true" /> : null}
      <div id="main-menu" ref={panelRef} className={`menu__panel${drawerOpen ? " is-open" : ""}`}>
        <div className="menu__drawer-head">
          <span className="menu__drawer-title">Menu</span>
          <button type="button" className="menu__close" onClick={closeDrawer}>
            <Icon name="close" size={22} />
            <span className="visually-hidden">Close menu</span>
          </button>
        </div>
        <ul className="container menu__list">
          {items.map((item) => {
            const id = slug(item.title);
            return (
              <MenuEntry
                key={item.title}
                item={item}
                id={id}
                site={site}
                current={current}
                open={openSub === id}
                showLinks={reached.has(id) || isCurrent(item)}
                isCurrent={isCurrent(item)}
                onReach={() => reach(id)}
                onToggle={() => setOpenSub(openSub === id ? null : id)}
                onClose={closeSub}
                onFollow={() => setDrawerOpen(false)}
              />
            );
          })}
        </ul>
        {drawerOpen ? drawerEnd : null}
      </div>
    </nav>
  );
}
