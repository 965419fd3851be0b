import { useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { useNearViewport } from "../../hooks/useNearViewport";

/** A form whose code (Formik, its yup schema, the service's client) is a chunk of its own, fetched
 * when the form comes within half a screen of view, so that the page's own script does without it.
 * Until it has arrived, `resting` stands in its place: the same form, disabled, as the server
 * drew it. `load` must be the same function on every render, and name its chunk
 * (webpackChunkName): Gatsby puts what unnamed chunks share into one chunk, so a form would
 * otherwise fetch the lightbox with its own code. */
export function DeferredForm({
  load,
  resting,
}: {
  load: () => Promise<{ default: ComponentType }>;
  resting: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const [Live, setLive] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!near) return;
    let current = true;
    void load().then((module) => current && setLive(() => module.default));
    return () => {
      current = false;
    };
  }, [near, load]);
  return <div ref={ref}>{Live ? <Live /> : resting}</div>;
}
