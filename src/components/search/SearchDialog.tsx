import { Link } from "gatsby";
import { useEffect, useRef, useState } from "react";
import { excerptParts } from "../../lib/search/excerpt";
import { moreResultsLabel } from "../../lib/search/moreResults";
import { searchStatusText } from "../../lib/search/status";
import { Icon } from "../layout/Icon";
import { loadPagefind, searchSite, type SearchFn } from "./pagefind";
import { useSiteSearch } from "./useSiteSearch";
import "./SearchDialog.css";

interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
  search?: SearchFn;
}

/** Site search in a modal dialog: the browser keeps focus inside it and Escape closes it. The
 * status line is announced as results arrive. */
export default function SearchDialog({ open, onClose, search = searchSite }: SearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const list = useRef<HTMLOListElement>(null);
  const { state, results, showMore } = useSiteSearch(query, search);
  // After "Show more", the first result added takes the focus: the button may be gone (all shown), and
  // a keyboard or screen-reader user goes on reading where the new results begin.
  const firstAdded = useRef<number | null>(null);
  const moreLabel = moreResultsLabel(state);

  useEffect(() => {
    const at = firstAdded.current;
    if (at === null || results.length <= at) return;
    firstAdded.current = null;
    list.current?.querySelectorAll<HTMLElement>(".search-result__link")[at]?.focus();
  }, [results]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // The box, not the Close button (the dialog's first control), takes the focus on opening.
    if (open && !element.open) {
      element.showModal();
      input.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  // Fetched while the visitor types the first word, so the first results come sooner.
  useEffect(() => {
    if (search === searchSite) loadPagefind().catch(() => undefined);
  }, [search]);

  // A click on the backdrop (outside the box) closes the dialog, as Escape does; the arrow keys move
  // between the search box and the results' links.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.target === element) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
      const stops = [...element.querySelectorAll<HTMLElement>("input, .search-result__link, .search-dialog__more")];
      const at = stops.indexOf(document.activeElement as HTMLElement);
      if (at === -1) return;
      event.preventDefault();
      stops[Math.min(Math.max(at + (event.key === "ArrowDown" ? 1 : -1), 0), stops.length - 1)]?.focus();
    };
    element.addEventListener("click", onClick);
    element.addEventListener("keydown", onKeyDown);
    return () => {
      element.removeEventListener("click", onClick);
      element.removeEventListener("keydown", onKeyDown);
    };
  }, [onClose]);

  return (
    <dialog ref={dialog} className="search-dialog" aria-labelledby="search-dialog-title" onClose={onClose}>
      <div className="search-dialog__inner">
        <div className="search-dialog__head">
          <h2 id="search-dialog-title">Search the site</h2>
          <button type="button" className="search-dialog__close" onClick={onClose}>
            <Icon name="close" size={22} />
            <span className="visually-hidden">Close search</span>
          </button>
        </div>
        <form
          role="search"
          className="search-dialog__form"
          onSubmit={(event) => {
            event.preventDefault();
            event.currentTarget.parentElement?.querySelector<HTMLElement>(".search-result__link")?.focus();
          }}
        >
          <label htmlFor="site-search-input">Search for</label>
          <input
            ref={input}
            id="site-search-input"
            type="search"
            value={query}
            onChange={(event) => {
              firstAdded.current = null;
              setQuery(event.target.value);
            }}
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby="site-search-status"
          />
        </form>
        <p id="site-search-status" className="search-dialog__status" role="status">
          {searchStatusText(state)}
          {state.status === "failed" || (state.status === "ready" && state.total === 0) ? (
            <>
              {" "}
              <Link to="/sitemap" onClick={onClose}>
                Sitemap
              </Link>
            </>
          ) : null}
        </p>
        {results.length ? (
          <ol
            ref={list}
            className="search-results"
            aria-label="Search results"
            aria-busy={state.status === "searching"}
          >
            {results.map((result) => (
              <li key={result.path} className="search-result">
                <Link to={result.path} className="search-result__link" onClick={onClose}>
                  {result.title}
                </Link>
                {result.section ? <span className="search-result__section">{result.section}</span> : null}
                <p className="search-result__excerpt">
                  {excerptParts(result.excerpt).map((part, i) =>
                    part.marked ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
                  )}
                </p>
              </li>
            ))}
          </ol>
        ) : null}
        {showMore && moreLabel ? (
          <button
            type="button"
            className="search-dialog__more"
            onClick={() => {
              firstAdded.current = results.length;
              showMore();
            }}
          >
            {moreLabel}
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
