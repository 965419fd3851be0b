import { afterLoad, IDLE_WAIT_MS } from "../../src/lib/afterLoad";
import { contentWaits } from "../../src/lib/pageContent";

/** A window as afterLoad sees it: its document's state, its load event, its frames, and idle
 * callbacks if it has them. */
function fakeWindow(readyState: DocumentReadyState, idle: boolean) {
  const listeners = new Set<() => void>();
  const frames = new Map<number, () => void>();
  const idleTasks = new Map<number, { run: () => void; timeout?: number }>();
  const timers = new Map<number, () => void>();
  let next = 1;
  const view = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => type === "load" && listeners.add(listener),
    removeEventListener: (type: string, listener: () => void) => type === "load" && listeners.delete(listener),
    setTimeout: (run: () => void) => (timers.set(next, run), next++),
    clearTimeout: (handle: number) => timers.delete(handle),
    requestAnimationFrame: (run: () => void) => (frames.set(next, run), next++),
    cancelAnimationFrame: (handle: number) => frames.delete(handle),
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
    /** The browser falls idle (or the idle wait runs out), and its timers fire: what they ask for
     * in turn waits for the next time. */
    settle: () => {
      const due = [...[...idleTasks.values()].map((task) => task.run), ...timers.values()];
      idleTasks.clear();
      timers.clear();
      due.forEach((run) => run());
    },
    /** The browser draws a frame: what waited for it runs. */
    frame: () => {
      const due = [...frames.values()];
      frames.clear();
      due.forEach((run) => run());
    },
    idleTimeouts: () => [...idleTasks.values()].map((task) => task.timeout),
  };
}

describe.each([
  ["a browser with idle callbacks", true],
  ["a browser without them (Safari)", false],
])("in %s", (_, idle) => {
  it("waits for the load event, then for the browser to be idle, a frame and an idle moment after it", () => {
    const page = fakeWindow("interactive", idle);
    const task = jest.fn();
    afterLoad(task, page.view, contentWaits());
    page.settle();
    page.frame();
    expect(task).not.toHaveBeenCalled();
    page.load();
    expect(task).not.toHaveBeenCalled();
    if (idle) expect(page.idleTimeouts()).toEqual([IDLE_WAIT_MS]);
    page.settle();
    page.settle();
    expect(task).not.toHaveBeenCalled();
    page.frame();
    page.settle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("on a page already loaded, waits only for the browser to be idle, a frame and an idle moment", () => {
    const page = fakeWindow("complete", idle);
    const task = jest.fn();
    afterLoad(task, page.view, contentWaits());
    expect(task).not.toHaveBeenCalled();
    page.settle();
    page.frame();
    page.settle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["asked for before the load", true],
    ["asked for while the page hydrates, after the load", false],
  ])(
    "waits until the page's own content from the service has arrived (%s) and been drawn, then for an idle moment",
    (__, early) => {
      const page = fakeWindow("interactive", idle);
      const content = contentWaits();
      const task = jest.fn();
      const arrived = early ? content.start() : () => {};
      afterLoad(task, page.view, content);
      page.load();
      const arrivedLate = early ? () => {} : content.start();
      page.settle();
      page.settle();
      expect(task).not.toHaveBeenCalled();
      arrived();
      arrivedLate();
      expect(task).not.toHaveBeenCalled();
      // An idle moment before the frame that draws the content: not yet.
      page.settle();
      expect(task).not.toHaveBeenCalled();
      page.frame();
      expect(task).not.toHaveBeenCalled();
      page.settle();
      expect(task).toHaveBeenCalledTimes(1);
    },
  );

  it("never runs a task cancelled while the page's content is awaited", () => {
    const page = fakeWindow("complete", idle);
    const content = contentWaits();
    const task = jest.fn();
    const arrived = content.start();
    const cancel = afterLoad(task, page.view, content);
    page.settle();
    cancel();
    arrived();
    page.settle();
    page.frame();
    page.settle();
    expect(task).not.toHaveBeenCalled();
  });

  it("never runs a task cancelled while it waits for the frame that draws the content", () => {
    const page = fakeWindow("complete", idle);
    const task = jest.fn();
    const cancel = afterLoad(task, page.view, contentWaits());
    page.settle();
    cancel();
    page.frame();
    page.settle();
    expect(task).not.toHaveBeenCalled();
  });

  it.each([
    ["before the page has loaded", "loading" as const],
    ["after the page has loaded", "complete" as const],
  ])("never runs a task cancelled %s", (__, readyState) => {
    const page = fakeWindow(readyState, idle);
    const task = jest.fn();
    const cancel = afterLoad(task, page.view, contentWaits());
    cancel();
    page.load();
    page.settle();
    page.frame();
    page.settle();
    expect(task).not.toHaveBeenCalled();
  });
});
