import { Suspense, useId, type ReactNode } from "react";

const MARK = "data-hydrate-when-near";

/** Parts that have come near the screen (or been reached otherwise), by id. */
const near = new Set<string>();
/** What each waiting part waits on, and how to end the wait. */
const waits = new Map<string, { promise: Promise<void>; element: Element; end: () => void }>();
let waiting = true;

/** Ends every wait: once the page's address changes (a link inside the site, a #fragment), the page
 * renders again and every part takes part at once, as on a page React renders in the browser. */
export function stopWaitingForNearness(): void {
  waiting = false;
  for (const { end } of waits.values()) end();
}

/** Ends the wait of a part the visitor reaches before it comes near: by the Tab key, a tap, or the
 * browser's find in page. Listens on the document before anything else does: React stops such an
 * event at the page's root while the part it lands in waits. */
function listenForReach(): void {
  if (waits.size > 0) return;
  const reach = (event: Event) => {
    for (const { element, end } of waits.values())
      if (event.target instanceof Node && element.contains(event.target)) end();
  };
  document.addEventListener("focusin", reach, true);
  document.addEventListener("pointerdown", reach, true);
}

function waitFor(id: string, element: Element, wakeEarly?: () => Promise<boolean>): Promise<void> {
  const known = waits.get(id);
  if (known) return known.promise;
  listenForReach();
  let end = () => {};
  const promise = new Promise<void>((resolve) => {
    const observer =
      typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && end(), {
            rootMargin: "50% 0px",
          });
    end = () => {
      observer?.disconnect();
      near.add(id);
      resolve();
    };
    if (!observer) return end();
    observer.observe(element);
    void wakeEarly?.().then((wake) => wake && end());
  });
  waits.set(id, { promise, element, end: () => end() });
  return promise;
}

/** Suspends React's hydration of the part while it is far from the screen: React then keeps the
 * server's HTML as it is and comes back when the wait ends. The part is this component's child, not
 * its sibling: React 18 goes on rendering the siblings of a component that suspends, and would do
 * all of a waiting part's work at load only to throw it away. */
function WaitUntilNear({
  id,
  wakeEarly,
  children,
}: {
  id: string;
  wakeEarly?: () => Promise<boolean>;
  children: ReactNode;
}): ReactNode {
  if (!waiting || near.has(id) || typeof document === "undefined") return children;
  const wrapper = document.querySelector(`[${MARK}="${CSS.escape(id)}"]`);
  // Not on the page the server rendered (a part mounted later gets an id of another form): render now.
  if (!wrapper?.firstElementChild) return children;
  throw waitFor(id, wrapper.firstElementChild, wakeEarly);
}

/** A part of the page below the first screen, such as a home page section: on the page the server
 * rendered, React hydrates it (runs its code, starts its requests) only when it comes within half a
 * screen of view or the visitor reaches into it; until then its server HTML shows, and a slow phone's
 * main thread is spared at load. Elsewhere it renders at once. The wrapper takes no box of its own.
 * `wakeEarly`, called as the wait begins, ends it sooner when it resolves true: a section that may
 * have to go must go before the visitor scrolls to it. */
export function HydrateWhenNear({ children, wakeEarly }: { children: ReactNode; wakeEarly?: () => Promise<boolean> }) {
  const id = useId();
  return (
    <Suspense fallback={null}>
      <div {...{ [MARK]: id }} className="static-part">
        <WaitUntilNear id={id} wakeEarly={wakeEarly}>
          {children}
        </WaitUntilNear>
      </div>
    </Suspense>
  );
}
