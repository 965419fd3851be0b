/** Runs `task` now and then every `everyMs` until the answered function stops it. A failed run is
 * handed to `onError`, never thrown: the next run tries again. The timer does not keep the process
 * alive on its own. Answers once the first run has ended; stopping waits for a run under way. */
export async function runNowAndEvery(
  task: () => Promise<unknown>,
  everyMs: number,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  let running: Promise<void> = Promise.resolve();
  const safely = () => (running = task().then(() => undefined, onError));
  await safely();
  const timer = setInterval(safely, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
