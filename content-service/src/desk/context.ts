import type { FastifyRequest } from "fastify";
import type { SessionUser } from "../auth/sessions";
import type { Db } from "../db/open";
import type { ContentCache } from "../http/contentCache";

/** What every desk route needs. */
export interface DeskContext {
  db: Db;
  dataDir: string;
  /** Dropped after every write, so the public API shows it at once. */
  cache: ContentCache;
  siteUrl: string;
  schoolCode: string;
}

export const SESSION_COOKIE = "desk_session";
export const COOKIE_PATH = "/api/desk";

/** The staff member the request's session belongs to; the desk plugin sets it before any handler runs. */
export const staffOf = (request: FastifyRequest): SessionUser => (request as FastifyRequest & { staff: SessionUser }).staff;

/** The service's own origin as the browser saw it: the desk's pages and its API share it. */
export const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Why a state-changing call is refused for its Origin, or null when it came from the desk's own
 * pages. A page on https:// whose call the service saw arrive over http:// is the mark of a proxy
 * that ends TLS without being trusted (TRUST_PROXY): every sign-in fails, so the answer says so. */
export function originRefusal(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  const own = ownOrigin(request);
  if (origin === own) return null;
  const refused = "The desk accepts changes only from its own pages.";
  if (origin === own.replace(/^http:/, "https:")) {
    return `${refused} This page is at ${origin}, but the service saw the request arrive at ${own}: a proxy in front ends HTTPS and is not trusted. Set TRUST_PROXY to the proxy's address (content-service/README.md).`;
  }
  return refused;
}

export const INVALID = "Please correct the highlighted fields.";
