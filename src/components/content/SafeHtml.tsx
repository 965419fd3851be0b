import { useLayoutEffect, useRef } from "react";
import { showSafeHtml } from "../../lib/safeHtml";

/** HTML from the content service, shown made safe (showSafeHtml). Put in before the browser paints,
 * where the browser sanitises; React leaves the element's content to it. Browser only: a post is
 * never in the server's HTML. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) void showSafeHtml(ref.current, html);
  }, [html]);
  return <div className={className} ref={ref} />;
}
