import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { useNearViewport } from "../../hooks/useNearViewport";

export const FORM_NOT_LOADED = "This form could not be loaded. Check your internet connection, then try again.";

/** A form whose code (Formik, its yup schema, the service's client) is a chunk of its own, fetched
 * when the form comes within half a screen of view, so that the page's own script does without it.
 * Until it has arrived, `resting` stands in its place: the same form, disabled, as the server
 * drew it (a function of whether fetching failed, where that changes what it says). Where the chunk
 * cannot be fetched (the phone lost its network), the form says so above the fields and offers to
 * try again, and tries again by itself when the browser is back online.
 * `load` must be the same function on every render, and name its chunk (webpackChunkName): Gatsby
 * puts what unnamed chunks share into one chunk, so a form would otherwise fetch the lightbox with
 * its own code. */
export function DeferredForm({
  load,
  resting,
}: {
  load: () => Promise<{ default: ComponentType }>;
  resting: ReactNode | ((failed: boolean) => ReactNode);
}) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const [Live, setLive] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  // Counts the tries, so that "Try again" and coming back online run the effect once more.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!near) return;
    let current = true;
    load().then(
      (module) => current && setLive(() => module.default),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [near, load, attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  useEffect(() => {
    if (!failed) return;
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [failed, retry]);
  return (
    <div ref={ref}>
      {failed ? (
        <div className="form-status">
          <p className="form-status__failure" role="alert">
            {FORM_NOT_LOADED}
          </p>
          <button type="button" className="button" onClick={retry}>
            Try again
          </button>
        </div>
      ) : null}
      {Live ? <Live /> : typeof resting === "function" ? resting(failed) : resting}
    </div>
  );
}
