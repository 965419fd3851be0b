/** A school's public site's address, where "View on the site", its share pages and its feeds send
 * people: "https://www.school.example", or a folder of a site ("https://group.example/gvskol").
 * Only a plain address is taken: no user name, query or fragment, and no path that a browser would
 * read otherwise than it is written ("..", "%2e", a backslash), so that the address shown is where
 * a link goes. */

/** Where a site may be served over plain http: this computer, while developing. */
const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];
const MAX_LENGTH = 200;
/** Folders of plain letters, digits and - . _ ~ only. */
const PLAIN_PATH = /^(\/[A-Za-z0-9._~-]+)*$/;

export const SITE_ADDRESS_RULE =
  "must be the public site's address, starting with https:// (http:// only for localhost), " +
  "such as https://www.school.example, with no user name, query (?) or fragment (#)";

/** The address as it is stored and used (no trailing slash), or null when `value` is not one. */
export function siteAddress(value: string): string | null {
  const text = value.trim().replace(/\/+$/, "");
  if (!text || text.length > MAX_LENGTH || !URL.canParse(text)) return null;
  const url = new URL(text);
  const secure = url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK.includes(url.hostname));
  if (!secure || url.username || url.password || url.search || url.hash || text.includes("?")) return null;
  const path = url.pathname.replace(/\/+$/, "");
  if (!PLAIN_PATH.test(path) || path.split("/").some((part) => part === "." || part === "..")) return null;
  const address = `${url.origin}${path}`;
  // A browser's reading that differs from the text (a backslash, a dot folder, an escape) is refused.
  return address.toLowerCase() === text.toLowerCase() ? address : null;
}
