/** Runs `task` now and then every `everyMs` until the answered function stops it. A failed run is
 * handed to `onError`, never thrown: the next run tries again. The timer does not keep the process
 * alive on its own. */
export function runNowAndEvery(task: () => void, everyMs: number, onError: (error: unknown) => void): () => void {
  const safely = () => {
    try {
      task();
    } catch (error) {
      onError(error);
    }
  };
  safely();
  const timer = setInterval(safely, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
