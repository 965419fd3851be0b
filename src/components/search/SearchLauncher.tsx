import { lazy, Suspense, useRef, useState } from "react";
import { Icon } from "../layout/Icon";

// The dialog, Pagefind and its index load when the visitor first opens search, never with the page.
const SearchDialog = lazy(() => import("./SearchDialog"));

/** The frame's search box: a button that opens the search dialog (full screen on a phone). */
export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
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
