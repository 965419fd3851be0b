import { Link } from "gatsby";
import type { SideMenu as SideMenuData } from "../../lib/navigation";
import { normalizePath } from "../../lib/paths";

export function SideMenu({ menu, currentPath }: { menu: SideMenuData; currentPath: string }) {
  const current = normalizePath(currentPath);
  const currentIf = (path: string) => (normalizePath(path) === current ? "page" : undefined);
  return (
    <aside className="side-menu">
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
    </aside>
  );
}
