import { API_BASE_URL, READ_BASE_URL } from "../lib/serviceAddress";

export { API_BASE_URL };

/** The address of a service path (`/api/…`) at the service itself: writes, and requests with a
 * visitor's token. */
export const apiUrl = (path: string): string => `${API_BASE_URL}${path}`;

/** The address a page reads a service path's public content from (serviceAddress.ts): what the
 * client fetches and what a page preloads must be the same string, or the browser fetches the list
 * twice. */
export const readUrl = (path: string): string => `${READ_BASE_URL}${path}`;

/** site.yaml's school code, which the build puts in (gatsby/onCreateWebpackConfig.ts). */
export const SCHOOL_CODE = __SCHOOL_CODE__;

/** A slow mobile network still answers within this; a hanging service does not keep a section waiting. */
export const REQUEST_TIMEOUT_MS = 8000;
