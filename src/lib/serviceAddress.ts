/** Where the content service is: fixed at build time (GATSBY_CONTENT_API_URL; webpack writes the
 * value into the browser's code), the bundled service by default. The build's Node steps (its
 * security headers, its stamp), the browser tests and the bench read it here too. */
export const API_BASE_URL = (process.env.GATSBY_CONTENT_API_URL || "http://localhost:4000").replace(/\/+$/, "");
