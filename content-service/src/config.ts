import path from "path";
import { DEFAULT_LIMITS, readEnv } from "./env";
import { NO_PURGE, type PurgeConfig } from "./purge/purgeConfig";
import type { VapidKeys } from "./db/vapidKeys";
import { DEFAULT_SCHOOL, type School } from "./school";

/** How much anonymous visitors may send, and how long a request may take to arrive. One place, so
 * that an operator reads every bound of the public write paths together. */
export interface IntakeLimits {
  /** Contact enquiries per client address per window. */
  contact: number;
  /** Career applications per client address per window. */
  career: number;
  /** Transfer-certificate lookups per client address per minute. */
  certificateLookups: number;
  /** The window of the two form limits. */
  formWindowMs: number;
  /** Résumé bytes stored over the last 24 hours, all senders together: the disk cannot be filled. */
  resumeBytesPerDay: number;
  /** Résumé bytes one client address may store over the last 24 hours, so that one sender cannot
   * use up everyone's allowance: two résumés of the largest size. */
  resumeBytesPerAddressPerDay: number;
  /** A request whose bytes stop arriving for this long is dropped (the socket's idle timeout). */
  idleTimeoutMs: number;
  /** The longest a whole request may take to arrive: a 5 MB résumé over a slow mobile link fits. */
  requestTimeoutMs: number;
  /** The longest the request line and headers may take. */
  headersTimeoutMs: number;
}

/** The retention sweep runs when the service starts and then this often. */
export const RETENTION_SWEEP_EVERY_MS = 24 * 3600_000;

export interface ServiceConfig {
  port: number;
  host: string;
  /** The service's own public address, for the links its feeds hold (PUBLIC_SERVICE_URL). */
  serviceUrl: string;
  dataDir: string;
  /** A PostgreSQL server's address (DATABASE_URL, postgres://…); null keeps the content in the
   * SQLite file of the data folder. Uploaded files stay in the data folder unless MEDIA_BUCKET is set. */
  databaseUrl: string | null;
  /** Origins of the public site: CORS, and the only foreign origins allowed to post. */
  allowedOrigins: string[];
  /** Pino level, or false for no logging. `warn` keeps request logs out: they grow without bound. */
  logLevel: string | false;
  /** Addresses or CIDR ranges of the proxies in front (Fastify's trustProxy); false trusts none. */
  trustProxy: string[] | false;
  limits: IntakeLimits;
  /** Fill a newly created database with the sample content. */
  seedNewDatabase: boolean;
  /** The public site's address, for the desk's "view on the site" links. */
  siteUrl: string;
  /** Days an enquiry or application (with its résumé) is kept after it arrived. */
  retentionDays: number;
  /** The school answered at its code's paths (SCHOOL_CODE, SCHOOL_NAME). */
  school: School;
  /** The GitHub OAuth App the website editor signs in with, or null when it is not set up. */
  cmsGithub: CmsGithubConfig | null;
  /** How long requests in flight may take to finish once the service is told to stop (SIGTERM). */
  drainMs: number;
  /** The bearer token a metrics scraper sends to GET /metrics (METRICS_TOKEN); null hides the route. */
  metricsToken: string | null;
  /** The caches told to drop the public answers a write changed (CDN_PURGE_URLS, CLOUDFLARE_*). */
  purge: PurgeConfig;
  /** The S3-compatible bucket every file is kept in (MEDIA_BUCKET, MEDIA_BUCKET_PREFIX); null keeps
   * them in the data folder. */
  mediaBucket: MediaBucket | null;
  /** Urgent notices on parents' phones (web push). */
  push: PushConfig;
}

/** The VAPID key pair of VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or null for the one the database
 * keeps (db/vapidKeys.ts); the origins of PUSH_ENDPOINT_ORIGINS, allowed as push services besides
 * the browsers' own (pushEndpoint.ts in the contract). */
export interface PushConfig {
  keys: VapidKeys | null;
  /** Whom push services may contact about the pushes (VAPID_SUBJECT): a mailto: or https: address. */
  subject: string;
  endpointOrigins: string[];
  /** Subscriptions (and their ends) one client address may send an hour. */
  writesPerHour: number;
}

/** The public site's address when it is HTTPS, as push services take it; a development machine's
 * site is not, and gets a stand-in no push service will write to. */
export const defaultVapidSubject = (siteUrl: string): string =>
  siteUrl.startsWith("https://") ? siteUrl : "mailto:webmaster@localhost";

/** A browser subscribes once, and again when its push service renews the subscription. Many
 * parents share one address (a school's Wi-Fi at a meeting, a mobile carrier's NAT), so the limit
 * leaves room for a hall of them; it stops one client filling the table. */
export const PUSH_WRITES_PER_HOUR = 100;

/** A bucket for the service's files: photos, PDFs, résumés and certificate scans, each object's key
 * starting with `prefix` (empty, or ending in a slash). Where it is and who signs are the AWS SDK's
 * own variables (AWS_ENDPOINT_URL_S3, AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY). */
export interface MediaBucket {
  name: string;
  prefix: string;
  /** Address the bucket as `<endpoint>/<bucket>` (MEDIA_BUCKET_PATH_STYLE=1), as MinIO on a host
   * name needs; the SDK does so by itself for an IP address, and uses `<bucket>.<endpoint>` otherwise. */
  pathStyle: boolean;
}

/** The website editor's sign-in (Decap CMS's GitHub backend): the service swaps GitHub's one-time
 * code for a token, because only a server can keep the client secret. */
export interface CmsGithubConfig {
  clientId: string;
  clientSecret: string;
  /** GitHub's address, without a trailing slash: another one only for a fake provider in tests. */
  url: string;
}

/** The address the service's answers name it by when PUBLIC_SERVICE_URL is not set: the local
 * one it listens on. Never a request's Host header: anyone can send any Host, and a feed would then
 * carry it (and be cached once per Host). */
export const localServiceUrl = (port: number) => `http://localhost:${port}`;

/** Settings from the environment (env.ts reads and checks every variable). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const e = readEnv(env);
  return {
    port: e.PORT,
    host: e.HOST,
    serviceUrl: e.PUBLIC_SERVICE_URL ?? localServiceUrl(e.PORT),
    dataDir: path.resolve(e.DATA_DIR ?? path.join(__dirname, "..", ".data")),
    databaseUrl: e.DATABASE_URL ?? null,
    allowedOrigins: e.ALLOWED_ORIGINS,
    logLevel: e.LOG_LEVEL === "silent" || e.LOG_LEVEL === "off" ? false : e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    limits: {
      ...DEFAULT_LIMITS,
      contact: e.RATE_LIMIT_CONTACT,
      career: e.RATE_LIMIT_CAREER,
      certificateLookups: e.RATE_LIMIT_TC,
      resumeBytesPerDay: e.RESUME_MB_PER_DAY,
      resumeBytesPerAddressPerDay: e.RESUME_MB_PER_ADDRESS_PER_DAY,
    },
    seedNewDatabase: e.SEED,
    siteUrl: e.PUBLIC_SITE_URL,
    retentionDays: e.RETENTION_DAYS,
    cmsGithub:
      e.CMS_GITHUB_CLIENT_ID && e.CMS_GITHUB_CLIENT_SECRET
        ? { clientId: e.CMS_GITHUB_CLIENT_ID, clientSecret: e.CMS_GITHUB_CLIENT_SECRET, url: e.CMS_GITHUB_URL }
        : null,
    metricsToken: e.METRICS_TOKEN ?? null,
    drainMs: e.SHUTDOWN_DRAIN_MS,
    purge: {
      ...NO_PURGE,
      nodes: e.CDN_PURGE_URLS,
      method: e.CDN_PURGE_METHOD,
      cloudflare:
        e.CLOUDFLARE_ZONE_ID && e.CLOUDFLARE_API_TOKEN
          ? { zoneId: e.CLOUDFLARE_ZONE_ID, token: e.CLOUDFLARE_API_TOKEN, apiBase: e.CLOUDFLARE_API_BASE }
          : null,
    },
    mediaBucket: e.MEDIA_BUCKET
      ? { name: e.MEDIA_BUCKET, prefix: e.MEDIA_BUCKET_PREFIX, pathStyle: e.MEDIA_BUCKET_PATH_STYLE }
      : null,
    push: {
      keys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : null,
      subject: e.VAPID_SUBJECT ?? defaultVapidSubject(e.PUBLIC_SITE_URL),
      endpointOrigins: e.PUSH_ENDPOINT_ORIGINS,
      writesPerHour: PUSH_WRITES_PER_HOUR,
    },
    school: {
      code: e.SCHOOL_CODE ?? DEFAULT_SCHOOL.code,
      name: e.SCHOOL_NAME ?? DEFAULT_SCHOOL.name,
      ...(e.ADMISSION_SESSION ? { admissionSession: e.ADMISSION_SESSION } : {}),
    },
  };
}
