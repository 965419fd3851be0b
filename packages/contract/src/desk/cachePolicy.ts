/**
 * How long public answers (lists, feeds) may be kept. A browser revalidates them on every load
 * (max-age=0), so a page opened or reloaded after a save at the desk shows it, and a repeat
 * costs a 304. A shared cache (a CDN in front) may serve one for at most SHARED_CACHE_SECONDS
 * without asking, which is what absorbs a results-day rush. The desk's "Saved" message names the
 * same figure.
 */
export const SHARED_CACHE_SECONDS = 30;

export const PUBLIC_ANSWER_CACHE = `public, max-age=0, must-revalidate, s-maxage=${SHARED_CACHE_SECONDS}`;

/** One item (a blog post, an album) may be kept by the browser too, as long as a shared cache may
 * keep it: an item page's head asks for its item while the page's script loads
 * (src/lib/itemPreload.ts), and the page's own fetch then takes that answer instead of asking
 * again. A change still reaches a visitor within SHARED_CACHE_SECONDS, as the desk says. */
export const ITEM_ANSWER_CACHE = `public, max-age=${SHARED_CACHE_SECONDS}, s-maxage=${SHARED_CACHE_SECONDS}`;

/** The urgent notices in force: every page of the site asks for them, so browsers and shared
 * caches alike keep them for SHARED_CACHE_SECONDS; a notice published reaches every visitor within
 * twice that (a page built long before included), as the desk says. */
export const ALERT_ANSWER_CACHE = `public, max-age=${SHARED_CACHE_SECONDS}, s-maxage=${SHARED_CACHE_SECONDS}`;

/** The policies of answers whose kind a route names; see answerCaching. */
export interface AnswerCaching {
  item: string;
  alert: string;
}

/** With purging configured (the service's purge/purger.ts), a save reaches the caches in front at once, and the
 * desk says visitors see it at once: a browser must then not keep an item or the notices either, so
 * every answer revalidates (a 304 by its ETag) and only a shared cache keeps it. That cache keeps it
 * SHARED_CACHE_SECONDS still, not until purged: the notices in force and the upcoming events change
 * with the clock, not only with a write; an instance that hears of a change later than the purge's
 * second round may still hand a cache an old answer; and a purge a cache never took (it
 * was down past every retry) heals by then. */
export const answerCaching = (purging: boolean): AnswerCaching =>
  purging
    ? { item: PUBLIC_ANSWER_CACHE, alert: PUBLIC_ANSWER_CACHE }
    : { item: ITEM_ANSWER_CACHE, alert: ALERT_ANSWER_CACHE };
