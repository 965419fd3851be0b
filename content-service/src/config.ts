import path from "path";
import { parseTrustProxy } from "@school/contract/trustProxy";
import { schoolFromEnv, type School } from "./school";
import { parsePurgeConfig, type PurgeConfig } from "./purge/purgeConfig";

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

export const DEFAULT_LIMITS: IntakeLimits = {
  contact: 5,
  career: 3,
  certificateLookups: 10,
  formWindowMs: 10 * 60_000,
  resumeBytesPerDay: 200 * 1024 * 1024,
  resumeBytesPerAddressPerDay: 10 * 1024 * 1024,
  idleTimeoutMs: 30_000,
  requestTimeoutMs: 5 * 60_000,
  headersTimeoutMs: 20_000,
};

/** How long personal data is kept (DESIGN.md, "Personal data"): enquiries and applications with
 * their résumés are removed this many days after they arrived. A year covers a school's admission
 * and hiring rounds; RETENTION_DAYS changes it. */
export const DEFAULT_RETENTION_DAYS = 365;
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
}

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

/** S3's rule for a bucket's name. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

export function parseMediaBucket(env: NodeJS.ProcessEnv): MediaBucket | null {
  const name = env.MEDIA_BUCKET?.trim() ?? "";
  const prefix = env.MEDIA_BUCKET_PREFIX?.trim() ?? "";
  if (!name) {
    if (prefix) throw new Error("MEDIA_BUCKET_PREFIX is set but MEDIA_BUCKET is not: set the bucket's name too.");
    return null;
  }
  if (!BUCKET_NAME.test(name))
    throw new Error(
      `MEDIA_BUCKET=${name}: expected a bucket's name (3 to 63 lower-case letters, digits, dots, hyphens).`,
    );
  if (prefix.startsWith("/") || prefix.split("/").includes(".."))
    throw new Error(`MEDIA_BUCKET_PREFIX=${prefix}: expected a path inside the bucket, such as school-site/.`);
  return {
    name,
    prefix: prefix && !prefix.endsWith("/") ? `${prefix}/` : prefix,
    pathStyle: env.MEDIA_BUCKET_PATH_STYLE === "1",
  };
}

/** The website editor's sign-in (Decap CMS's GitHub backend): the service swaps GitHub's one-time
 * code for a token, because only a server can keep the client secret. */
export interface CmsGithubConfig {
  clientId: string;
  clientSecret: string;
  /** GitHub's address, without a trailing slash: another one only for a fake provider in tests. */
  url: string;
}

export const DEFAULT_GITHUB_URL = "https://github.com";

const DEFAULT_ORIGINS = [
  "http://localhost:9000",
  "http://127.0.0.1:9000",
  "http://localhost:8000",
  "http://127.0.0.1:9123",
];

const list = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number, scale = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name}=${raw}: expected a positive number.`);
  return value * scale;
}

const DEFAULT_PORT = 4000;

/** The address the service's answers name it by. Never a request's Host header: anyone can send
 * any Host, and a feed would then carry it (and be cached once per Host). Without a setting, the
 * local address it listens on. */
export function publicServiceUrl(value: string | undefined, port = DEFAULT_PORT): string {
  const address = value || `http://localhost:${port}`;
  if (!/^https?:\/\/[^/\s]+/.test(address) || !URL.canParse(address))
    throw new Error(`PUBLIC_SERVICE_URL=${address}: expected an http:// or https:// address.`);
  return address.replace(/\/+$/, "");
}

/** RETENTION_DAYS: whole days, at least one (the day's résumé allowance counts the last 24 hours). */
export function parseRetentionDays(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return DEFAULT_RETENTION_DAYS;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1)
    throw new Error(
      `RETENTION_DAYS=${value}: expected a whole number of days, 1 or more (default ${DEFAULT_RETENTION_DAYS}).`,
    );
  return days;
}

/** CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET come as a pair: one without the other is a
 * mistake to report at start, not a sign-in that fails later in a popup. The secret is never
 * repeated in a message. */
export function parseCmsGithub(env: NodeJS.ProcessEnv): CmsGithubConfig | null {
  const clientId = env.CMS_GITHUB_CLIENT_ID?.trim() ?? "";
  const clientSecret = env.CMS_GITHUB_CLIENT_SECRET?.trim() ?? "";
  const url = (env.CMS_GITHUB_URL?.trim() || DEFAULT_GITHUB_URL).replace(/\/+$/, "");
  if (!/^https?:\/\/[^/\s]+/.test(url) || !URL.canParse(url))
    throw new Error(
      `CMS_GITHUB_URL=${env.CMS_GITHUB_URL}: expected an http:// or https:// address (default ${DEFAULT_GITHUB_URL}).`,
    );
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) {
    const [missing, present] = clientId
      ? ["CMS_GITHUB_CLIENT_SECRET", "CMS_GITHUB_CLIENT_ID"]
      : ["CMS_GITHUB_CLIENT_ID", "CMS_GITHUB_CLIENT_SECRET"];
    throw new Error(
      `${present} is set but ${missing} is not: set both (the client ID and a client secret of the GitHub ` +
        "OAuth App, see content-service/README.md) or neither.",
    );
  }
  return { clientId, clientSecret, url };
}

/** The metrics route answers whoever holds the token, as often as asked: a short one could be
 * guessed. The token is never repeated in a message. */
export const METRICS_TOKEN_MIN_LENGTH = 16;

export function parseMetricsToken(value: string | undefined): string | null {
  const token = value?.trim() ?? "";
  if (!token) return null;
  if (token.length < METRICS_TOKEN_MIN_LENGTH)
    throw new Error(
      `METRICS_TOKEN is shorter than ${METRICS_TOKEN_MIN_LENGTH} characters: use a random one ` +
        "(for example the output of `openssl rand -hex 32`).",
    );
  return token;
}

/** How long requests in flight may take to finish on SIGTERM: well inside systemd's 90 s and
 * Kubernetes' 30 s before they kill the process. */
export const DEFAULT_DRAIN_MS = 10_000;

/** Settings from the environment; docs/content-service.md, "Settings", describes each variable. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const level = env.LOG_LEVEL ?? "warn";
  const port = Number(env.PORT ?? DEFAULT_PORT);
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    serviceUrl: publicServiceUrl(env.PUBLIC_SERVICE_URL, port),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(__dirname, "..", ".data")),
    databaseUrl: env.DATABASE_URL || null,
    allowedOrigins: env.ALLOWED_ORIGINS ? list(env.ALLOWED_ORIGINS) : DEFAULT_ORIGINS,
    logLevel: level === "silent" || level === "off" ? false : level,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    limits: {
      ...DEFAULT_LIMITS,
      contact: positive(env, "RATE_LIMIT_CONTACT", DEFAULT_LIMITS.contact),
      career: positive(env, "RATE_LIMIT_CAREER", DEFAULT_LIMITS.career),
      certificateLookups: positive(env, "RATE_LIMIT_TC", DEFAULT_LIMITS.certificateLookups),
      resumeBytesPerDay: positive(env, "RESUME_MB_PER_DAY", DEFAULT_LIMITS.resumeBytesPerDay, 1024 * 1024),
      resumeBytesPerAddressPerDay: positive(
        env,
        "RESUME_MB_PER_ADDRESS_PER_DAY",
        DEFAULT_LIMITS.resumeBytesPerAddressPerDay,
        1024 * 1024,
      ),
    },
    seedNewDatabase: env.SEED !== "0",
    siteUrl: (env.PUBLIC_SITE_URL ?? "http://localhost:9000").replace(/\/+$/, ""),
    retentionDays: parseRetentionDays(env.RETENTION_DAYS),
    cmsGithub: parseCmsGithub(env),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    drainMs: positive(env, "SHUTDOWN_DRAIN_MS", DEFAULT_DRAIN_MS),
    purge: parsePurgeConfig(env),
    mediaBucket: parseMediaBucket(env),
    school: schoolFromEnv(env),
  };
}
