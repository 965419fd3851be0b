import { afterLoad, IDLE_WAIT_MS } from "../../src/lib/afterLoad";

/** A window as afterLoad sees it: its document's state, its load event, and idle callbacks if it has them. */
function fakeWindow(readyState: DocumentReadyState, idle: boolean) {
  const listeners = new Set<() => void>();
  const idleTasks = new Map<number, { run: () => void; timeout?: number }>();
  const timers = new Map<number, () => void>();
  let next = 1;
  const view = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => type === "load" && listeners.add(listener),
    removeEventListener: (type: string, listener: () => void) => type === "load" && listeners.delete(listener),
    setTimeout: (run: () => void) => (timers.set(next, run), next++),
    clearTimeout: (handle: number) => timers.delete(handle),
    ...(idle
      ? {
          requestIdleCallback: (run: () => void, options?: { timeout?: number }) => (
            idleTasks.set(next, { run, timeout: options?.timeout }),
            next++
          ),
          cancelIdleCallback: (handle: number) => idleTasks.delete(handle),
        }
      : {}),
  };
  return {
    view: view as unknown as Window,
    load: () => [...listeners].forEach((listener) => listener()),
    /** The browser falls idle (or the idle wait runs out), and its timers fire. */
    settle: () => {
      [...idleTasks.values()].forEach((task) => task.run());
      [...timers.values()].forEach((run) => run());
      idleTasks.clear();
      timers.clear();
    },
    idleTimeouts: () => [...idleTasks.values()].map((task) => task.timeout),
  };
}

describe.each([
  ["a browser with idle callbacks", true],
  ["a browser without them (Safari)", false],
])("in %s", (_, idle) => {
  it("waits for the load event, then for the browser to be idle, before running the task", () => {
    const page = fakeWindow("interactive", idle);
    const task = jest.fn();
    afterLoad(task, page.view);
    page.settle();
    expect(task).not.toHaveBeenCalled();
    page.load();
    expect(task).not.toHaveBeenCalled();
    if (idle) expect(page.idleTimeouts()).toEqual([IDLE_WAIT_MS]);
    page.settle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("on a page already loaded, waits only for the browser to be idle", () => {
    const page = fakeWindow("complete", idle);
    const task = jest.fn();
    afterLoad(task, page.view);
    expect(task).not.toHaveBeenCalled();
    page.settle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["before the page has loaded", "loading" as const],
    ["after the page has loaded", "complete" as const],
  ])("never runs a task cancelled %s", (__, readyState) => {
    const page = fakeWindow(readyState, idle);
    const task = jest.fn();
    const cancel = afterLoad(task, page.view);
    cancel();
    page.load();
    page.settle();
    expect(task).not.toHaveBeenCalled();
  });
});
