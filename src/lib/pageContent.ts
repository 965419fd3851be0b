/** What a page is still waiting for from the content service (its item, its lists), counted so that
 * work the visitor did not come for (the day's notices) starts only once the page's own content has
 * arrived: on a slow phone network it would otherwise share the line with the post's photo. */
export interface ContentWaits {
  /** One more answer the page waits for; the function returned says it has arrived (once). */
  start(): () => void;
  /** Runs `task` as soon as nothing is awaited (at once if nothing is); returns what cancels it. */
  whenSettled(task: () => void): () => void;
}

export function contentWaits(): ContentWaits {
  let pending = 0;
  const waiting = new Set<() => void>();
  return {
    start() {
      pending += 1;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        pending -= 1;
        if (pending > 0) return;
        const tasks = [...waiting];
        waiting.clear();
        tasks.forEach((task) => task());
      };
    },
    whenSettled(task) {
      if (pending === 0) {
        task();
        return () => {};
      }
      waiting.add(task);
      return () => waiting.delete(task);
    },
  };
}

/** The page's own waits: one page at a time lives in a browser tab. */
export const pageContent = contentWaits();
