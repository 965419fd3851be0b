import { Link } from "gatsby";
import type { NavLink } from "../../lib/data/navigationSchema";
import type { SideMenu as SideMenuData } from "../../lib/navigation";
import { normalizePath } from "../../lib/paths";

interface SideMenuProps {
  menu: SideMenuData;
  /** The side panel's links to the other sections, the career page and the blog. */
  more: readonly NavLink[];
  currentPath: string;
}

export function SideMenu({ menu, more, currentPath }: SideMenuProps) {
  const current = normalizePath(currentPath);
  const currentIf = (path: string) => (normalizePath(path) === current ? "page" : undefined);
  return (
    <aside className="side-menu" data-pagefind-ignore="">
      <nav aria-labelledby="side-menu-title">
        <h2 id="side-menu-title" className="side-menu__title">
          Quick links
        </h2>
        <ul>
          <li>
            <Link to={menu.hub.path} aria-current={currentIf(menu.hub.path)} className="side-menu__hub">
              {menu.hub.title}
            </Link>
          </li>
          {menu.items.map((item) => (
            <li key={item.path} className={`side-menu__item depth-${item.depth}`}>
              <Link to={item.path} aria-current={currentIf(item.path)}>
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {more.length ? (
        <nav aria-labelledby="side-panel-more-title" className="side-menu__more">
          <h2 id="side-panel-more-title" className="side-menu__title">
            More from the school
          </h2>
          <ul>
            {more.map((link) =>
              link.path ? (
                <li key={link.path}>
                  <Link to={link.path}>{link.title}</Link>
                </li>
              ) : null,
            )}
          </ul>
        </nav>
      ) : null}
    </aside>
  );
}
