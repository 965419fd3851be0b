import { useEffect, useState, type RefObject } from "react";

/** Whether an element has come within half a screen of the viewport; once true it stays true. False
 * in the server's HTML and on the first render, so hydration matches. Where the browser has no
 * IntersectionObserver it is true at once: the part then simply starts early. */
export function useNearViewport(ref: RefObject<Element>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "50% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
