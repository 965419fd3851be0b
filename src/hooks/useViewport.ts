import { startTransition, useEffect, useState } from "react";

/** The viewport's width once the page runs in a browser, followed through resizes; null while
 * server-rendering and on the first client render, so hydration matches the server's HTML. The
 * first measure is a transition: what it changes renders in short tasks after hydration. */
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

/** Whether the visitor asked for less motion, followed as it changes. For parts that only render in
 * the browser; where the browser cannot tell, nothing is held back. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(
    () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false,
  );
  useEffect(() => {
    const query = window.matchMedia?.("(prefers-reduced-motion: reduce)");
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) => setReduced(event.matches);
    query.addEventListener?.("change", onChange);
    return () => query.removeEventListener?.("change", onChange);
  }, []);
  return reduced;
}
