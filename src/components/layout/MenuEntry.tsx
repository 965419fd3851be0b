import type { FocusEvent } from "react";
import type { NavItem } from "../../lib/data/navigationSchema";
import type { SiteInfo } from "../../lib/data/siteSchema";
import { normalizePath } from "../../lib/paths";
import { resolveLink } from "../../lib/navigation";
import { MenuLinks } from "./MenuLinks";
import { SmartLink } from "./SmartLink";

interface MenuEntryProps {
  item: NavItem;
  /** The entry's id: its submenu is `submenu-{id}`. */
  id: string;
  site: Pick<SiteInfo, "links">;
  current: string;
  open: boolean;
  /** Whether its submenu's links are in the page: once reached, and always in the current section. */
  showLinks: boolean;
  isCurrent: boolean;
  onReach: () => void;
  onToggle: () => void;
  onClose: () => void;
  onFollow: () => void;
}

/** One entry of the main menu: its link and, where it has pages under it, the submenu's toggle and
 * list. The submenu closes when focus leaves the entry, so keyboard users never leave one open. */
export function MenuEntry(props: MenuEntryProps) {
  const { item, id, site, current, open, showLinks, isCurrent, onReach, onToggle, onClose, onFollow } = props;
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null) && open) onClose();
  };
  const hasSub = Boolean(item.children?.length);
  return (
    <li
      className={`menu__item${hasSub ? " has-sub" : ""}${open ? " is-open" : ""}${isCurrent ? " is-current" : ""}`}
      onBlur={onBlur}
      onPointerEnter={onReach}
      onFocus={onReach}
    >
      <SmartLink
        link={resolveLink(item, site)}
        className="menu__link"
        aria-current={item.path && normalizePath(item.path) === current ? "page" : undefined}
        onClick={onFollow}
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
              onReach();
              onToggle();
            }}
          />
          <ul id={`submenu-${id}`} className="menu__sub">
            {showLinks ? <MenuLinks items={item.children} site={site} current={current} onFollow={onFollow} /> : null}
          </ul>
        </>
      ) : null}
    </li>
  );
}
