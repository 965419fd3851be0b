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

export const INVALID = "Please correct the highlighted fields.";
