import { startTransition, useEffect, useState, type ComponentType } from "react";
import type { InteractiveCarouselProps } from "./InteractiveCarousel";

/** The moving carousel's component, loaded once it is `wanted` (near the screen, or focus came in),
 * and null until then. Its code is a chunk of its own, so a page whose carousels stay far below the
 * fold never loads it. */
export function useInteractiveCarousel(wanted: boolean) {
  const [Interactive, setInteractive] = useState<ComponentType<InteractiveCarouselProps> | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    import("./InteractiveCarousel").then((module) => {
      if (current) startTransition(() => setInteractive(() => module.InteractiveCarousel));
    });
    return () => {
      current = false;
    };
  }, [wanted]);
  return Interactive;
}
