import { Link } from "gatsby";
import { searchStatusText, type SearchState } from "../../lib/search/status";

/** The status line, announced as results arrive; where nothing was found, or the search failed, it
 * offers the site map instead. */
export function SearchStatus({ state, onFollow }: { state: SearchState; onFollow: () => void }) {
  return (
    <p id="site-search-status" className="search-dialog__status" role="status">
      {searchStatusText(state)}
      {state.status === "failed" || (state.status === "ready" && state.total === 0) ? (
        <>
          {" "}
          <Link to="/sitemap" onClick={onFollow}>
            Sitemap
          </Link>
        </>
      ) : null}
    </p>
  );
}
