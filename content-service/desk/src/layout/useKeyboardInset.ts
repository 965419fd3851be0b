import { useSyncExternalStore } from "react";
import { keyboardInset } from "./keyboardInset";

const subscribe = (onChange: () => void) => {
  const viewport = window.visualViewport;
  viewport?.addEventListener("resize", onChange);
  viewport?.addEventListener("scroll", onChange);
  return () => {
    viewport?.removeEventListener("resize", onChange);
    viewport?.removeEventListener("scroll", onChange);
  };
};

const read = () => keyboardInset(window.innerHeight, window.visualViewport);

/** The keyboard's height over the page, in px, kept current: a bar fixed at the bottom of the
 * screen sits this far up to stay above the keyboard (Safari covers it otherwise). */
export const useKeyboardInset = () => useSyncExternalStore(subscribe, read, () => 0);
