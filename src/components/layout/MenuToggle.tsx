import type { RefObject } from "react";
import { useHydrated } from "../../hooks/useHydrated";
import { Icon } from "./Icon";

/** The Menu button of a phone's header, which opens the drawer. Until the page's script runs the
 * drawer cannot open, so it is a link to the site map: a tap on a slow phone still leads somewhere. */
export function MenuToggle({
  open,
  onToggle,
  toggleRef,
}: {
  open: boolean;
  onToggle: () => void;
  toggleRef: RefObject<HTMLButtonElement>;
}) {
  const hydrated = useHydrated();
  return hydrated ? (
    <button
      ref={toggleRef}
      type="button"
      className="menu__toggle"
      aria-expanded={open}
      aria-controls="main-menu"
      onClick={onToggle}
    >
      <Icon name="menu" size={22} />
      Menu
    </button>
  ) : (
    <a className="menu__toggle" href="/sitemap">
      <Icon name="menu" size={22} />
      Menu
    </a>
  );
}
