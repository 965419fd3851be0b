/** Where the content service is: fixed at build time (GATSBY_CONTENT_API_URL), the bundled service
 * by default. */
export const API_BASE_URL = (process.env.GATSBY_CONTENT_API_URL || "http://localhost:4000").replace(/\/+$/, "");

/** The address of a service path (`/api/…`): what the client fetches and what a page preloads must
 * be the same string, or the browser fetches the list twice. */
export const apiUrl = (path: string): string => `${API_BASE_URL}${path}`;

/** site.yaml's school code, which the build puts in (gatsby/onCreateWebpackConfig.ts). */
export const SCHOOL_CODE = __SCHOOL_CODE__;

/** A slow mobile network still answers within this; a hanging service does not keep a section waiting. */
export const REQUEST_TIMEOUT_MS = 8000;
