/** Where a search stands, as the dialog shows it and a screen reader announces it. `moreFailed`: the
 * next results could not be fetched (the visitor pressed "Show more" while offline). */
export type SearchState =
  | { status: "idle" }
  | { status: "searching"; query: string }
  | { status: "ready"; query: string; total: number; shown: number; moreFailed?: true }
  | { status: "failed" };

export function searchStatusText(state: SearchState): string {
  switch (state.status) {
    case "idle":
      return "Type what you are looking for, such as hostel fee or uniform.";
    case "searching":
      return `Searching for “${state.query}”…`;
    case "failed":
      return "Search could not be loaded. Check the connection and type again, or see every page in the sitemap.";
    case "ready": {
      if (state.total === 0)
        return `No page found for “${state.query}”. Try other words, or see every page in the sitemap.`;
      const pages = state.total === 1 ? "1 page" : `${state.total} pages`;
      const found =
        state.shown < state.total
          ? `${pages} found for “${state.query}”; the first ${state.shown} are shown.`
          : `${pages} found for “${state.query}”.`;
      return state.moreFailed ? `${found} The next could not be loaded: check the connection and try again.` : found;
    }
  }
}
