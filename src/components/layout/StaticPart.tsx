import { useId, useState, type ReactNode } from "react";

/** What React is given as the part's content where it keeps the server's HTML: React leaves the
 * content of an element it hydrates with dangerouslySetInnerHTML as it finds it, and an equal
 * string on a later render changes nothing. */
const KEEP_AS_IS = { __html: "" };
const MARK = "data-server-html";

/** Whether the server rendered this part into the document: true only while React hydrates the
 * page the server rendered, since a part mounted later in the browser gets an id of another form
 * (":r1:", where the server's are ":R…:"). */
function fromServer(id: string): boolean {
  if (typeof document === "undefined") return false;
  return document.querySelector(`[${MARK}="${CSS.escape(id)}"]`) !== null;
}

/** A part of a page that never changes in the browser (the top bar, the footer's links, a block of
 * text). On the page the server rendered, React keeps its HTML as it is and does none of its work:
 * no hydration, so a slow phone's main thread is spared; its links are plain links. Anywhere else
 * (a page reached by a link inside the site, the development server) it renders as usual. The
 * wrapper takes no box of its own (display: contents), so the page's layout is unchanged. */
export function StaticPart({ children }: { children: ReactNode }) {
  const id = useId();
  const [keep] = useState(() => fromServer(id));
  const marker = { [MARK]: id, className: "static-part" };
  return keep ? (
    <div {...marker} dangerouslySetInnerHTML={KEEP_AS_IS} suppressHydrationWarning />
  ) : (
    <div {...marker}>{children}</div>
  );
}
