import { Suspense, type ReactNode } from "react";

/** A part of a page that React hydrates on its own: each Suspense boundary in the server's HTML is
 * hydrated as a separate task, so a slow phone never meets a whole page's hydration as one long
 * task that blocks a tap. Nothing inside suspends; the fallback is never shown. */
export function Hydrated({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
