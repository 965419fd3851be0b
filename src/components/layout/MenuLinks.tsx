import type { NavItem } from "../../lib/data/navigationSchema";
import type { SiteInfo } from "../../lib/data/siteSchema";
import { normalizePath } from "../../lib/paths";
import { resolveLink } from "../../lib/navigation";
import { SmartLink } from "./SmartLink";

interface MenuLinksProps {
  items: readonly NavItem[];
  site: Pick<SiteInfo, "links">;
  /** The page's own path, normalised: its link is marked as the current page. */
  current: string;
  onFollow: () => void;
}

/** A submenu's links, each with its own nested list where it has one. */
export function MenuLinks({ items, site, current, onFollow }: MenuLinksProps) {
  return (
    <>
      {items.map((child) => (
        <li key={child.title}>
          <SmartLink
            link={resolveLink(child, site)}
            aria-current={child.path && normalizePath(child.path) === current ? "page" : undefined}
            onClick={onFollow}
          />
          {child.children?.length ? (
            <ul className="menu__nested">
              <MenuLinks items={child.children} site={site} current={current} onFollow={onFollow} />
            </ul>
          ) : null}
        </li>
      ))}
    </>
  );
}
