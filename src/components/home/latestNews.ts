import type { NewsItem } from "@school/contract/entities/newsRead";
import { fetchLatestNews } from "../../client/content";
import type { ApiResult } from "../../client/result";

/** The answer asked for while the home page hydrates, kept for the news scroller, which hydrates only
 * as it nears the screen. Taken once: a later visit to the page (a link inside the site) asks anew. */
let early: Promise<ApiResult<NewsItem[]>> | null = null;

/** Asks for the latest news ahead of the scroller; resolves true when the section is to go (no news,
 * or no answer), so that it goes before the visitor scrolls to it (SPEC §4). */
export function newsSectionGoes(): Promise<boolean> {
  early = fetchLatestNews();
  return early.then((answer) => !answer.ok || answer.data.length === 0);
}

/** The latest news for the scroller: the early answer if there is one, else a new ask. */
export function latestNews(): Promise<ApiResult<NewsItem[]>> {
  const answer = early ?? fetchLatestNews();
  early = null;
  return answer;
}
