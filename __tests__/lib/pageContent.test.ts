import { contentWaits } from "../../src/lib/pageContent";

describe("contentWaits", () => {
  it("runs a task at once when nothing is awaited", () => {
    const task = jest.fn();
    contentWaits().whenSettled(task);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["one answer", 1],
    ["three answers", 3],
  ])("runs a waiting task once, when the last of %s has arrived", (_, count) => {
    const content = contentWaits();
    const arrivals = Array.from({ length: count }, () => content.start());
    const task = jest.fn();
    content.whenSettled(task);
    for (const arrived of arrivals) {
      expect(task).not.toHaveBeenCalled();
      arrived();
    }
    expect(task).toHaveBeenCalledTimes(1);
    content.start()();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("counts an answer that says twice it has arrived once", () => {
    const content = contentWaits();
    const first = content.start();
    const second = content.start();
    const task = jest.fn();
    content.whenSettled(task);
    first();
    first();
    expect(task).not.toHaveBeenCalled();
    second();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("never runs a task cancelled while it waits", () => {
    const content = contentWaits();
    const arrived = content.start();
    const task = jest.fn();
    content.whenSettled(task)();
    arrived();
    expect(task).not.toHaveBeenCalled();
  });
});
