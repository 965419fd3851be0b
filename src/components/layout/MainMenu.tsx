import React, { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import type { NavItem } from "../../lib/data/navigationSchema";
import type { SiteInfo } from "../../lib/data/siteSchema";
import { useHydrated } from "../../hooks/useHydrated";
import { normalizePath } from "../../lib/paths";
import { resolveLink } from "../../lib/navigation";
import { Icon } from "./Icon";
import { SmartLink } from "./SmartLink";

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
  const hydrated = useHydrated();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const current = normalizePath(currentPath);

  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!drawerOpen) return;
    panelRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    document.body.classList.add("no-scroll");
    return () => document.body.classList.remove("no-scroll");
  }, [drawerOpen]);

  // Escape closes what is open; Tab wraps inside the open drawer. Listened for on the document only
  // while something is open, since the keys may come from any control inside the menu.
  useEffect(() => {
    if (!openSub && !drawerOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        if (openSub) {
          setOpenSub(null);
          document.querySelector<HTMLButtonElement>(`[aria-controls="submenu-${openSub}"]`)?.focus();
        } else {
          closeDrawer();
        }
        return;
      }
      if (event.key === "Tab" && drawerOpen && panelRef.current) {
        const focusable = [...panelRef.current.querySelectorAll<HTMLElement>("a, button")].filter(
          (el) => el.getClientRects().length > 0,
        );
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [openSub, drawerOpen, closeDrawer]);

  // A submenu closes when focus leaves its item, so keyboard users never leave one hanging open.
  const onBlurItem = (id: string) => (event: React.FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null) && openSub === id) setOpenSub(null);
  };

  const isCurrent = (item: NavItem): boolean =>
    Boolean(item.path && normalizePath(item.path) === current) || (item.children ?? []).some(isCurrent);

  const renderLinks = (children: readonly NavItem[]) => (
    <>
      {children.map((child) => (
        <li key={child.title}>
          <SmartLink
            link={resolveLink(child, site)}
            aria-current={child.path && normalizePath(child.path) === current ? "page" : undefined}
            onClick={() => setDrawerOpen(false)}
          />
          {child.children?.length ? <ul className="menu__nested">{renderLinks(child.children)}</ul> : null}
        </li>
      ))}
    </>
  );

  return (
    <nav className="menu" aria-label="Main">
      <div className="container menu__bar">
        {hydrated ? (
          <button
            ref={toggleRef}
            type="button"
            className="menu__toggle"
            aria-expanded={drawerOpen}
            aria-controls="main-menu"
            onClick={() => setDrawerOpen((open) => !open)}
          >
            <Icon name="menu" size={22} />
            Menu
          </button>
        ) : (
          // Until the script runs the drawer cannot open; a tap on a slow phone still leads somewhere.
          <a className="menu__toggle" href="/sitemap">
            <Icon name="menu" size={22} />
            Menu
          </a>
        )}
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
            const open = openSub === id;
            const link = resolveLink(item, site);
            return (
              <li
                key={item.title}
                className={`menu__item${item.children?.length ? " has-sub" : ""}${open ? " is-open" : ""}${
                  isCurrent(item) ? " is-current" : ""
                }`}
                onBlur={onBlurItem(id)}
                onPointerEnter={() => reach(id)}
                onFocus={() => reach(id)}
              >
                <SmartLink
                  link={link}
                  className="menu__link"
                  aria-current={item.path && normalizePath(item.path) === current ? "page" : undefined}
                  onClick={() => setDrawerOpen(false)}
                />
                {item.children?.length ? (
                  <>
                    {/* Named by aria-label and drawn by CSS: two fewer elements in each entry. */}
                    <button
                      type="button"
                      className="menu__sub-toggle"
                      aria-label={`${item.title} pages`}
                      aria-expanded={open}
                      aria-controls={`submenu-${id}`}
                      onClick={() => {
                        reach(id);
                        setOpenSub(open ? null : id);
                      }}
                    />
                    <ul id={`submenu-${id}`} className="menu__sub">
                      {reached.has(id) || isCurrent(item) ? renderLinks(item.children) : null}
                    </ul>
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
        {drawerOpen ? drawerEnd : null}
      </div>
    </nav>
  );
}
