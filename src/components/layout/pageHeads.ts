import type { HelmetServerState } from "react-helmet-async";
import { normalizePath } from "../../lib/paths";

/** The head each page wrote while the build rendered it, by its path. Gatsby renders two pages at a
 * time in each of its workers; react-helmet kept one head for the whole process, so a page could
 * be written with another's title and description (seen: /our-transport-system and /about-hostel
 * swapped). Here every page fills a head of its own, which gatsby-ssr.tsx takes by the page's path. */
const heads = new Map<string, { helmet?: HelmetServerState | null }>();

/** The head a page being rendered on the server fills in (Seo gives it to react-helmet-async). */
export function headOf(path: string): { helmet?: HelmetServerState | null } {
  const key = normalizePath(path);
  const head = heads.get(key) ?? {};
  heads.set(key, head);
  return head;
}

/** The head the page at `pathname` wrote (/404.html's is /404's); null when it wrote none. */
export function headWritten(pathname: string): HelmetServerState | null {
  return heads.get(normalizePath(pathname.replace(/\.html$/, "")))?.helmet ?? null;
}
