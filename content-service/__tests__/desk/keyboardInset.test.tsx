import { act, renderHook } from "@testing-library/react";
import { keyboardInset } from "../../desk/src/layout/keyboardInset";
import { useKeyboardInset } from "../../desk/src/layout/useKeyboardInset";

it.each([
  ["no visual viewport (an old browser)", 812, null, 0],
  ["no keyboard", 812, { height: 812, offsetTop: 0 }, 0],
  ["a keyboard of 336 px", 812, { height: 476, offsetTop: 0 }, 336],
  ["a keyboard, the view scrolled within the page", 812, { height: 476, offsetTop: 120 }, 216],
  ["a window that shrank for the keyboard itself", 476, { height: 476, offsetTop: 0 }, 0],
  ["a fraction of a pixel", 812, { height: 811.6, offsetTop: 0 }, 0],
])("%s: the bar rises %p px", (_label, windowHeight, visible, inset) => {
  expect(keyboardInset(windowHeight, visible)).toBe(inset);
});

it("follows the visual viewport as the keyboard opens and closes", () => {
  const viewport = Object.assign(new EventTarget(), { height: window.innerHeight, offsetTop: 0 });
  Object.defineProperty(window, "visualViewport", { value: viewport, configurable: true });
  try {
    const { result } = renderHook(() => useKeyboardInset());
    expect(result.current).toBe(0);
    act(() => {
      viewport.height = window.innerHeight - 300;
      viewport.dispatchEvent(new Event("resize"));
    });
    expect(result.current).toBe(300);
    act(() => {
      viewport.height = window.innerHeight;
      viewport.dispatchEvent(new Event("resize"));
    });
    expect(result.current).toBe(0);
  } finally {
    Reflect.deleteProperty(window, "visualViewport");
  }
});
