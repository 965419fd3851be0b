/** How long a task waits for the browser to fall idle after the page has loaded, at most. */
export const IDLE_WAIT_MS = 2000;

/**
 * Runs `task` once the page has loaded and the browser has a moment to spare, so that work the
 * first screen does not need (asking for the day's notices) never competes with what it does (the
 * page's own script and data) on a slow phone. Returns what cancels it.
 */
export function afterLoad(task: () => void, view: Window = window): () => void {
  let cancel = () => {};
  const whenIdle = () => {
    if (typeof view.requestIdleCallback === "function") {
      const handle = view.requestIdleCallback(() => task(), { timeout: IDLE_WAIT_MS });
      cancel = () => view.cancelIdleCallback(handle);
    } else {
      const handle = view.setTimeout(task, 0);
      cancel = () => view.clearTimeout(handle);
    }
  };
  if (view.document.readyState === "complete") whenIdle();
  else {
    view.addEventListener("load", whenIdle, { once: true });
    cancel = () => view.removeEventListener("load", whenIdle);
  }
  return () => cancel();
}
