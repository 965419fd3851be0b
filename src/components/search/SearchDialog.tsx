import { useEffect, useRef, useState } from "react";
import { moreResultsLabel } from "../../lib/search/moreResults";
import { Icon } from "../layout/Icon";
import { loadPagefind, searchSite, type SearchFn } from "./pagefind";
import { SearchStatus } from "./SearchStatus";
import { SearchResultItem } from "./SearchResultItem";
import { useDialogBehaviour } from "./useDialogBehaviour";
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

  useDialogBehaviour(dialog, input, open, onClose);

  // Fetched while the visitor types the first word, so the first results come sooner.
  useEffect(() => {
    if (search === searchSite) loadPagefind().catch(() => undefined);
  }, [search]);

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
        <SearchStatus state={state} onFollow={onClose} />
        {results.length ? (
          <ol
            ref={list}
            className="search-results"
            aria-label="Search results"
            aria-busy={state.status === "searching"}
          >
            {results.map((result) => (
              <SearchResultItem key={result.path} result={result} onFollow={onClose} />
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
