import { pageContent, type ContentWaits } from "./pageContent";

/** How long a task waits for the browser to fall idle after the page has loaded, at most. */
export const IDLE_WAIT_MS = 2000;

/**
 * Runs `task` once the page has loaded, its own content from the service has arrived (pageContent.ts)
 * and been drawn, and the browser has a moment to spare, so that work the first screen does not need
 * (asking for the day's notices) never competes with what it does (the page's script, data and photo)
 * on a slow phone. The page's requests start while React hydrates it, so they are counted once the
 * browser is first idle after the load. Once they have arrived, the task waits for the next frame,
 * which draws what they brought (a browser may fall idle between React's commit and that frame),
 * then for an idle moment after it. Returns what cancels it.
 */
export function afterLoad(task: () => void, view: Window = window, content: ContentWaits = pageContent): () => void {
  let cancel = () => {};
  const whenIdle = (then: () => void) => {
    if (typeof view.requestIdleCallback === "function") {
      const handle = view.requestIdleCallback(() => then(), { timeout: IDLE_WAIT_MS });
      cancel = () => view.cancelIdleCallback(handle);
    } else {
      const handle = view.setTimeout(then, 0);
      cancel = () => view.clearTimeout(handle);
    }
  };
  const afterNextFrame = (then: () => void) => {
    const handle = view.requestAnimationFrame(() => then());
    cancel = () => view.cancelAnimationFrame(handle);
  };
  const afterContent = () =>
    whenIdle(() => {
      let settled = false;
      const stopWaiting = content.whenSettled(() => {
        settled = true;
        afterNextFrame(() => whenIdle(task));
      });
      if (!settled) cancel = stopWaiting;
    });
  if (view.document.readyState === "complete") afterContent();
  else {
    view.addEventListener("load", afterContent, { once: true });
    cancel = () => view.removeEventListener("load", afterContent);
  }
  return () => cancel();
}
