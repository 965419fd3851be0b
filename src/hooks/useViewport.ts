import { startTransition, useEffect, useState } from "react";

/** The viewport's width once the page runs in a browser; null while server-rendering and on the
 * first client render, so hydration matches the server's HTML. The first measure is a transition:
 * the carousels it starts render in short tasks rather than one long one after hydration. */
export function useViewportWidth(): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setWidth(window.innerWidth));
    };
    startTransition(() => setWidth(window.innerWidth));
    window.addEventListener("resize", measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("resize", measure);
    };
  }, []);
  return width;
}

/** Whether the visitor asked for less motion; true until known, so nothing moves before we know. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(true);
  useEffect(() => {
    const query = window.matchMedia?.("(prefers-reduced-motion: reduce)");
    if (!query) {
      setReduced(false);
      return;
    }
    startTransition(() => setReduced(query.matches));
    const onChange = (event: MediaQueryListEvent) => setReduced(event.matches);
    query.addEventListener?.("change", onChange);
    return () => query.removeEventListener?.("change", onChange);
  }, []);
  return reduced;
}
