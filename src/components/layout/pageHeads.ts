import type { HelmetServerState } from "react-helmet-async";
import { normalizePath } from "../../lib/paths";

/** The head each page wrote while the build rendered it, by its path. Gatsby renders two pages at a
 * time in each of its workers; react-helmet kept one head for the whole process, so a page could
 * be written with another's title and description (seen: /our-transport-system and /about-hostel
 * swapped). Here every page fills a head of its own, which gatsby-ssr.tsx takes by the page's path. */
const heads = new Map<string, { helmet?: HelmetServerState | null }>();

/** A page's key: its path without trailing slash or .html, in lower case, because the site's only
 * addresses that differ in case alone are one page written twice (/Career and its alias /career). */
const keyOf = (path: string) => normalizePath(path.replace(/\.html$/, "")).toLowerCase();

/** The head a page being rendered on the server fills in (Seo gives it to react-helmet-async). */
export function headOf(path: string): { helmet?: HelmetServerState | null } {
  const key = keyOf(path);
  const head = heads.get(key) ?? {};
  heads.set(key, head);
  return head;
}

/** The head the page at `pathname` wrote (/404.html's is /404's); null when it wrote none. */
export function headWritten(pathname: string): HelmetServerState | null {
  return heads.get(keyOf(pathname))?.helmet ?? null;
}
