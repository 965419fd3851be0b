import { lazy, Suspense, useRef, useState } from "react";
import { useHydrated } from "../../hooks/useHydrated";
import { Icon } from "../layout/Icon";

// The dialog, Pagefind and its index load when the visitor first opens search, never with the page.
const SearchDialog = lazy(() => import("./SearchDialog"));

/** The frame's search box: a button that opens the search dialog (full screen on a phone). */
export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  if (!hydrated) {
    // Until the script runs the dialog cannot open; a tap on a slow phone still leads somewhere.
    return (
      <a className="search-launcher" href="/sitemap">
        <Icon name="search" size={20} />
        <span className="search-launcher__text">Search the site</span>
      </a>
    );
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        className="search-launcher"
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Icon name="search" size={20} />
        <span className="search-launcher__text">Search the site</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <SearchDialog
            open={open}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
