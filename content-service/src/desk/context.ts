import type { FastifyRequest } from "fastify";
import "../fastifyDecorations";
import type { SessionUser } from "../auth/sessions";
import type { Db } from "../db/open";
import type { ContentCache } from "../http/contentCache";
import type { Purger } from "../purge/purger";
import type { FileStore } from "../files/fileStore";

/** What every desk route needs. */
export interface DeskContext {
  db: Db;
  dataDir: string;
  /** Where uploads, certificate scans and résumés are kept. */
  files: FileStore;
  /** Dropped after every write, so the public API shows it at once. */
  cache: ContentCache;
  /** Tells the caches in front to drop what a write changed, once it has committed. */
  purger: Purger;
  siteUrl: string;
  /** The service's own school: an owner's desk works on it unless it names another. */
  schoolCode: string;
  /** The origins the desk's pages are served from (deskOrigins). */
  origins: readonly string[];
  /** Sends a notice to the phones at once when one is saved, not at the next round. */
  pushSender: { wake(): void };
}

export const SESSION_COOKIE = "desk_session";
export const COOKIE_PATH = "/api/desk";

/** The staff member the request's session belongs to; the desk plugin sets it before any handler
 * runs but the sign-in's, so a handler behind the session check always has one. */
export function staffOf(request: FastifyRequest): SessionUser {
  if (!request.staff) throw new Error(`${request.routeOptions.url} ran without a signed-in staff member`);
  return request.staff;
}

/** The database of the school a desk call works on; set with the staff member (staffOf). */
export function schoolDbOf(request: FastifyRequest): Db {
  if (!request.schoolDb) throw new Error(`${request.routeOptions.url} ran without a school`);
  return request.schoolDb;
}

/** The header by which an owner's desk names the school it works on. */
export const SCHOOL_HEADER = "x-school";

const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];

/** The origins the desk's pages are served from: the service's configured public address
 * (PUBLIC_SERVICE_URL), never the request's Host, which anyone can set. On this machine, localhost
 * and 127.0.0.1 name the same service; no other site's page can claim either as its Origin. */
export function deskOrigins(serviceUrl: string): string[] {
  const url = new URL(serviceUrl);
  if (!LOOPBACK.includes(url.hostname)) return [url.origin];
  // The configured one first: messages name it.
  return [
    url.origin,
    ...LOOPBACK.filter((host) => host !== url.hostname).map(
      (host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`,
    ),
  ];
}

/** Why a state-changing call is refused for its Origin, or null when it came from the desk's own
 * pages. A desk page on https:// whose call the service saw arrive over http:// is the mark of a
 * proxy that ends TLS without being trusted (TRUST_PROXY): its session cookie could not be kept
 * safe, and every sign-in fails, so the answer says so. */
export function originRefusal(request: FastifyRequest, origins: readonly string[]): string | null {
  const origin = request.headers.origin ?? "";
  const refused = "The desk accepts changes only from its own pages.";
  if (!origins.includes(origin)) {
    // A page at the address this request was sent to is most likely the desk itself, opened at an
    // address the service was not told of: the answer says what to set (Host chooses only the words).
    const sameHost = URL.canParse(origin) && new URL(origin).host === request.host;
    return sameHost
      ? `${refused} This page is at ${origin}, but the service's address is set to ${origins[0]}: ` +
          "set PUBLIC_SERVICE_URL to the address the desk is opened at (content-service/README.md)."
      : refused;
  }
  if (origin.startsWith("https:") && request.protocol !== "https") {
    return (
      `${refused} This page is at ${origin}, but the service saw the request arrive over http: ` +
      "a proxy in front ends HTTPS and is not trusted. " +
      "Set TRUST_PROXY to the proxy's address (content-service/README.md)."
    );
  }
  return null;
}

export const INVALID = "Please correct the highlighted fields.";
