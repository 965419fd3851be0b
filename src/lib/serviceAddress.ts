/** Where the content service is: fixed at build time (GATSBY_CONTENT_API_URL; webpack writes the
 * value into the browser's code), the bundled service by default. The build's Node steps (its
 * security headers, its stamp), the browser tests and the bench read it here too. */
export const API_BASE_URL = (process.env.GATSBY_CONTENT_API_URL || "http://localhost:4000").replace(/\/+$/, "");

/** Where the browser reads the service's public content (its lists, items and pictures): the
 * service itself unless GATSBY_CONTENT_READ_URL names the site's own address, where the CDN hands
 * those reads to the service (functions/api/[[path]].ts). A page then reads them over the
 * connection it already has to the site, where a second address costs a phone on a slow line a
 * lookup and two handshakes before the first answer. Writes, and any request carrying a visitor's
 * token, still go to the service's own address. */
export const READ_BASE_URL = (process.env.GATSBY_CONTENT_READ_URL || API_BASE_URL).replace(/\/+$/, "");
