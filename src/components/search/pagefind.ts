import { resultPath } from "../../lib/search/excerpt";

/** The search index the build wrote with Pagefind (gatsby/searchIndex.ts), served by the site itself. */
const PAGEFIND_URL = "/pagefind/pagefind.js";

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}

interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  debouncedSearch(
    query: string,
    options?: object,
    timeoutMs?: number,
  ): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

export interface SearchResult {
  path: string;
  title: string;
  section: string | null;
  /** Pagefind's excerpt: escaped text with the matched words in <mark>. */
  excerpt: string;
}

export interface SearchAnswer {
  total: number;
  /** The results from `from` on, `count` of them at most. Pagefind fetches a result's title and
   * excerpt only when asked, so only the results shown cost a download. */
  load(from: number, count: number): Promise<SearchResult[]>;
}

/** Finds pages for a query; null when a newer query has replaced it before it ran. */
export type SearchFn = (query: string) => Promise<SearchAnswer | null>;

let pagefind: Promise<Pagefind> | null = null;

/** Pagefind's script, once; fetched again on the next search if it failed (offline for a moment). */
export function loadPagefind(): Promise<Pagefind> {
  if (!pagefind) {
    pagefind = (import(/* webpackIgnore: true */ PAGEFIND_URL) as Promise<Pagefind>).then(async (module) => {
      await module.options({ excerptLength: 24 });
      return module;
    });
    pagefind.catch(() => {
      pagefind = null;
    });
  }
  return pagefind;
}

export const searchSite: SearchFn = async (query) => {
  const found = await (await loadPagefind()).debouncedSearch(query, {}, 200);
  if (!found) return null;
  return {
    total: found.results.length,
    load: async (from, count) => {
      const data = await Promise.all(found.results.slice(from, from + count).map((result) => result.data()));
      return data.map((page) => ({
        path: resultPath(page.url),
        title: page.meta.title || resultPath(page.url),
        section: page.meta.section || null,
        excerpt: page.excerpt,
      }));
    },
  };
};
