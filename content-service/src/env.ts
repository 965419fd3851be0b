import { parseTrustProxy } from "@school/contract/trustProxy";
import { isSchoolCode, SCHOOL_CODE_RULE } from "@school/contract/schoolCode";
import { sessionYears } from "@school/contract/session";
import { z } from "zod";
import type { IntakeLimits } from "./config";
import { DEFAULT_CLOUDFLARE_API_BASE } from "./purge/purgeConfig";

/** A variable's value, trimmed; an empty one counts as unset, so that its default applies. */
const text = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** A variable that, when set, must pass `check`; `message` says what to set instead. */
const checked = (check: (value: string) => boolean, message: (value: string) => string) =>
  text.refine((value) => value === undefined || check(value), { error: (issue) => message(String(issue.input)) });

const isHttpAddress = (value: string) => /^https?:\/\/[^/\s]+/.test(value) && URL.canParse(value);
const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, "");
const list = (value: string | undefined) => (value ?? "").split(",").flatMap((part) => part.trim() || []);

/** A count or size over zero, in units of `scale`. */
const positive = (name: string, fallback: number, scale = 1) =>
  checked(
    (value) => Number.isFinite(Number(value)) && Number(value) > 0,
    (value) => `${name}=${value}: expected a positive number.`,
  ).transform((value) => (value === undefined ? fallback : Number(value) * scale));

export const DEFAULT_PORT = 4000;
/** How long personal data is kept (DESIGN.md, "Personal data"): enquiries and applications with
 * their résumés are removed this many days after they arrived. A year covers a school's admission
 * and hiring rounds. */
export const DEFAULT_RETENTION_DAYS = 365;
/** How long requests in flight may take to finish on SIGTERM: well inside systemd's 90 s and
 * Kubernetes' 30 s before they kill the process. */
export const DEFAULT_DRAIN_MS = 10_000;
export const DEFAULT_GITHUB_URL = "https://github.com";
/** The metrics route answers whoever holds the token, as often as asked: a short one could be
 * guessed. */
export const METRICS_TOKEN_MIN_LENGTH = 16;
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
const MB = 1024 * 1024;
const DEFAULT_ORIGINS = [
  "http://localhost:9000",
  "http://127.0.0.1:9000",
  "http://localhost:8000",
  "http://127.0.0.1:9123",
];
/** S3's rule for a bucket's name. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** Every variable the service reads, with its default, and for a wrong value a message that names
 * the variable and says what to set. Secrets (CMS_GITHUB_CLIENT_SECRET, METRICS_TOKEN,
 * CLOUDFLARE_API_TOKEN) are never repeated in one. docs/content-service.md, "Settings", explains each. */
export const ENV = z
  .object({
    PORT: checked(
      (value) => /^\d{1,5}$/.test(value) && Number(value) <= 65535,
      (value) => `PORT=${value}: expected a port number (default ${DEFAULT_PORT}).`,
    ).transform((value) => Number(value ?? DEFAULT_PORT)),
    HOST: text.transform((value) => value ?? "0.0.0.0"),
    PUBLIC_SERVICE_URL: checked(
      isHttpAddress,
      (value) => `PUBLIC_SERVICE_URL=${value}: expected an http:// or https:// address.`,
    ).transform((value) => value && withoutTrailingSlash(value)),
    DATA_DIR: text,
    DATABASE_URL: text,
    ALLOWED_ORIGINS: text.transform((value) => (value ? list(value) : DEFAULT_ORIGINS)),
    /** `warn` keeps request logs out: they grow without bound. */
    LOG_LEVEL: text.transform((value) => value ?? "warn"),
    TRUST_PROXY: text.transform((value, context) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        context.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
    RATE_LIMIT_CONTACT: positive("RATE_LIMIT_CONTACT", DEFAULT_LIMITS.contact),
    RATE_LIMIT_CAREER: positive("RATE_LIMIT_CAREER", DEFAULT_LIMITS.career),
    RATE_LIMIT_TC: positive("RATE_LIMIT_TC", DEFAULT_LIMITS.certificateLookups),
    RESUME_MB_PER_DAY: positive("RESUME_MB_PER_DAY", DEFAULT_LIMITS.resumeBytesPerDay, MB),
    RESUME_MB_PER_ADDRESS_PER_DAY: positive(
      "RESUME_MB_PER_ADDRESS_PER_DAY",
      DEFAULT_LIMITS.resumeBytesPerAddressPerDay,
      MB,
    ),
    SEED: text.transform((value) => value !== "0"),
    PUBLIC_SITE_URL: text.transform((value) => withoutTrailingSlash(value ?? "http://localhost:9000")),
    /** Whole days, at least one (the day's résumé allowance counts the last 24 hours). */
    RETENTION_DAYS: checked(
      (value) => Number.isInteger(Number(value)) && Number(value) >= 1,
      (value) =>
        `RETENTION_DAYS=${value}: expected a whole number of days, 1 or more (default ${DEFAULT_RETENTION_DAYS}).`,
    ).transform((value) => (value === undefined ? DEFAULT_RETENTION_DAYS : Number(value))),
    CMS_GITHUB_CLIENT_ID: text,
    CMS_GITHUB_CLIENT_SECRET: text,
    CMS_GITHUB_URL: checked(
      (value) => isHttpAddress(withoutTrailingSlash(value)),
      (value) => `CMS_GITHUB_URL=${value}: expected an http:// or https:// address (default ${DEFAULT_GITHUB_URL}).`,
    ).transform((value) => withoutTrailingSlash(value ?? DEFAULT_GITHUB_URL)),
    METRICS_TOKEN: checked(
      (value) => value.length >= METRICS_TOKEN_MIN_LENGTH,
      () =>
        `METRICS_TOKEN is shorter than ${METRICS_TOKEN_MIN_LENGTH} characters: use a random one ` +
        "(for example the output of `openssl rand -hex 32`).",
    ),
    SHUTDOWN_DRAIN_MS: positive("SHUTDOWN_DRAIN_MS", DEFAULT_DRAIN_MS),
    CDN_PURGE_URLS: text.transform((value, context) => {
      const nodes = list(value);
      for (const node of nodes.filter((node) => !isHttpAddress(node)))
        context.addIssue({
          code: "custom",
          message: `CDN_PURGE_URLS: ${node} is not an http:// or https:// address of a cache node.`,
        });
      return nodes.map((node) => (isHttpAddress(node) ? new URL(node).origin : node));
    }),
    CDN_PURGE_METHOD: checked(
      (value) => ["BAN", "PURGE"].includes(value.toUpperCase()),
      (value) => `CDN_PURGE_METHOD=${value}: expected BAN (the default) or PURGE.`,
    ).transform((value) => (value?.toUpperCase() ?? "BAN") as "BAN" | "PURGE"),
    CLOUDFLARE_ZONE_ID: text,
    CLOUDFLARE_API_TOKEN: text,
    CLOUDFLARE_API_BASE: text
      .transform((value) => withoutTrailingSlash(value ?? DEFAULT_CLOUDFLARE_API_BASE))
      .refine(isHttpAddress, {
        error: (issue) => `CLOUDFLARE_API_BASE=${String(issue.input)}: expected an http:// or https:// address.`,
      }),
    MEDIA_BUCKET: checked(
      (value) => BUCKET_NAME.test(value),
      (value) => `MEDIA_BUCKET=${value}: expected a bucket's name (3 to 63 lower-case letters, digits, dots, hyphens).`,
    ),
    MEDIA_BUCKET_PREFIX: checked(
      (value) => !value.startsWith("/") && !value.split("/").includes(".."),
      (value) => `MEDIA_BUCKET_PREFIX=${value}: expected a path inside the bucket, such as school-site/.`,
    ).transform((value) => (value && !value.endsWith("/") ? `${value}/` : (value ?? ""))),
    /** Address the bucket as `<endpoint>/<bucket>`, as MinIO on a host name needs. */
    MEDIA_BUCKET_PATH_STYLE: text.transform((value) => value === "1"),
    SCHOOL_CODE: checked(isSchoolCode, (value) => `SCHOOL_CODE=${value}: ${SCHOOL_CODE_RULE}.`),
    SCHOOL_NAME: text,
    VAPID_PUBLIC_KEY: checked(
      (value) => /^[A-Za-z0-9_-]{87}$/.test(value),
      () =>
        `VAPID_PUBLIC_KEY is not a VAPID public key (87 base64url characters, ` +
        "as `npx web-push generate-vapid-keys` prints).",
    ),
    VAPID_PRIVATE_KEY: checked(
      (value) => /^[A-Za-z0-9_-]{43}$/.test(value),
      () =>
        `VAPID_PRIVATE_KEY is not a VAPID private key (43 base64url characters, ` +
        "as `npx web-push generate-vapid-keys` prints).",
    ),
    VAPID_SUBJECT: checked(
      (value) => /^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^/\s]+.*)$/.test(value),
      (value) =>
        `VAPID_SUBJECT=${value}: expected a mailto: address or an https:// address of whoever runs the service.`,
    ),
    /** Origins of push services besides the browsers' (tests' local ones): never set in production. */
    PUSH_ENDPOINT_ORIGINS: text.transform((value, context) => {
      const origins = list(value);
      for (const origin of origins.filter((origin) => !isHttpAddress(origin)))
        context.addIssue({
          code: "custom",
          message: `PUSH_ENDPOINT_ORIGINS: ${origin} is not an http:// or https:// origin.`,
        });
      return origins.map((origin) => (isHttpAddress(origin) ? new URL(origin).origin : origin));
    }),
    ADMISSION_SESSION: checked(
      (value) => Boolean(sessionYears(value)),
      (value) => `ADMISSION_SESSION=${value}: must be a session such as 2027-28.`,
    ),
  })
  .superRefine((env, context) => {
    const refuse = (message: string) => context.addIssue({ code: "custom", message });
    if (env.MEDIA_BUCKET_PREFIX && !env.MEDIA_BUCKET)
      refuse("MEDIA_BUCKET_PREFIX is set but MEDIA_BUCKET is not: set the bucket's name too.");
    // A pair half set is a mistake to report at start, not a sign-in that fails later in a popup.
    const [id, secret] = [env.CMS_GITHUB_CLIENT_ID, env.CMS_GITHUB_CLIENT_SECRET];
    if (Boolean(id) !== Boolean(secret)) {
      const [missing, present] = id
        ? ["CMS_GITHUB_CLIENT_SECRET", "CMS_GITHUB_CLIENT_ID"]
        : ["CMS_GITHUB_CLIENT_ID", "CMS_GITHUB_CLIENT_SECRET"];
      refuse(
        `${present} is set but ${missing} is not: set both (the client ID and a client secret of the GitHub ` +
          "OAuth App, see content-service/README.md) or neither.",
      );
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
      refuse(
        `${env.VAPID_PUBLIC_KEY ? "VAPID_PUBLIC_KEY" : "VAPID_PRIVATE_KEY"} is set but ` +
          `${env.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY"} is not: set both (one key pair) or ` +
          "neither (the service then uses the pair it keeps in its database).",
      );
    const [zone, token] = [env.CLOUDFLARE_ZONE_ID, env.CLOUDFLARE_API_TOKEN];
    if (Boolean(zone) !== Boolean(token))
      refuse(
        `${zone ? "CLOUDFLARE_ZONE_ID" : "CLOUDFLARE_API_TOKEN"} is set but ` +
          `${zone ? "CLOUDFLARE_API_TOKEN" : "CLOUDFLARE_ZONE_ID"} is not: ` +
          "set both (the zone, and a token allowed to purge its cache) or neither.",
      );
    if (zone && !env.PUBLIC_SERVICE_URL)
      refuse(
        "CLOUDFLARE_ZONE_ID is set but PUBLIC_SERVICE_URL is not: Cloudflare is told the public addresses to drop.",
      );
  });

export type Env = z.output<typeof ENV>;

/** The environment read by ENV; a wrong value stops the start with every message at once. */
export function readEnv(env: NodeJS.ProcessEnv): Env {
  const result = ENV.safeParse(env);
  if (!result.success) throw new Error(result.error.issues.map((issue) => issue.message).join("\n"));
  return result.data;
}
