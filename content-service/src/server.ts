import Fastify, { type FastifyRequest } from "fastify";
import fastifyCookie from "@fastify/cookie";
import fastifyCors from "@fastify/cors";
import fastifyMultipart from "@fastify/multipart";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import path from "path";
import { RETENTION_SWEEP_EVERY_MS, localServiceUrl, type IntakeLimits, type ServiceConfig } from "./config";
import { DEFAULT_LIMITS, DEFAULT_PORT, DEFAULT_RETENTION_DAYS } from "./env";
import { openDb } from "./db/open";
import { acrossSchools } from "./db/schoolScope";
import { SchoolDirectory } from "./http/schoolDirectory";
import { settleResumeFiles } from "./db/submissions";
import { settleUploadFiles } from "./media/store";
import { settleCertificateFiles } from "./desk/certificateUploads";
import { isOutOfSpace, OUT_OF_SPACE } from "./fs/durableFile";
import { chooseStore } from "./files/chooseStore";
import { FILES_RETRY_AFTER_S, FILES_UNAVAILABLE, FilesUnavailable } from "./files/fileStore";
import { DATABASE_RETRY_AFTER_S, DATABASE_UNAVAILABLE, isDatabaseUnavailable } from "./db/unavailable";
import { ContentCache } from "./http/contentCache";
import { readinessRoutes } from "./http/readiness";
import { openApi } from "./http/openApi";
import { originCheck } from "./http/originCheck";
import { refuseNul } from "./http/nulRefusal";
import { errorForLog } from "./http/errorForLog";
import { metrics } from "./http/metrics";
import { answerCaching } from "@school/contract/desk/cachePolicy";
import { Purger } from "./purge/purger";
import { NO_PURGE } from "./purge/purgeConfig";
import { sharedRateLimitStore } from "./http/sharedRateLimitStore";
import { echoRequestId, requestIdOf } from "./http/requestId";
import { pathOf, RequestLog } from "./http/requestLog";
import { deskOrigins } from "./desk/context";
import { deskPlugin } from "./desk/deskPlugin";
import { githubOAuth } from "./cms/githubOAuth";
import { contentRoutes } from "./routes/content";
import { alertRoutes } from "./routes/alerts";
import { formRoutes } from "./routes/forms";
import { imageRoutes } from "./routes/images";
import { tcRoutes } from "./routes/tc";
import { DEFAULT_SCHOOL } from "./school";
import { feedRoutes } from "./routes/feeds";
import { shareRoutes } from "./routes/share";
import { runNowAndEvery } from "./retention/repeat";
import { sweepPersonalData } from "./retention/sweep";
import { sweepUnusedUploads, UNUSED_UPLOAD_SWEEP_EVERY_MS } from "./retention/unusedUploads";
import { sweepUnnamedFiles } from "./retention/unnamedFiles";
import { seed } from "./seed/seed";
import { describedByZod } from "./http/zodSchemas";

export type ServerOptions = Pick<ServiceConfig, "dataDir" | "allowedOrigins"> &
  Partial<Omit<ServiceConfig, "limits" | "port" | "host">> & {
    limits?: Partial<IntakeLimits>;
    /** Where log lines go instead of standard output (the tests read them). */
    logStream?: { write(line: string): void };
  };

const DESK_PATH = /^\/(desk|api\/desk)(\/|$)/;

function decodedPath(url: string): string {
  const raw = url.split("?")[0];
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The origins of ALLOWED_ORIGINS and PUBLIC_SITE_URL (which may carry a path). */
const originsOf = (addresses: string[]) => [
  ...new Set(addresses.filter((address) => URL.canParse(address)).map((address) => new URL(address).origin)),
];

/** The content service: every call of SPEC §7 on SQLite or PostgreSQL, seeded when its database is new. */
export async function buildServer(options: ServerOptions) {
  const {
    dataDir,
    allowedOrigins,
    logLevel = "warn",
    trustProxy = false,
    seedNewDatabase = true,
    siteUrl = "http://localhost:9000",
    serviceUrl = localServiceUrl(DEFAULT_PORT),
    retentionDays = DEFAULT_RETENTION_DAYS,
    cmsGithub = null,
    school = DEFAULT_SCHOOL,
    databaseUrl = null,
    metricsToken = null,
    purge = NO_PURGE,
    mediaBucket = null,
    logStream,
  } = options;
  const limits: IntakeLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const schoolCode = school.code;
  const { db, created } = await openDb(dataDir, databaseUrl, school);
  const files = chooseStore(dataDir, mediaBucket);
  await settleResumeFiles(acrossSchools(db), files);
  await settleUploadFiles(acrossSchools(db), files);
  await settleCertificateFiles(acrossSchools(db), files);
  if (created && seedNewDatabase) await seed(db, files, { school });

  const app = Fastify({
    // The routes' schemas describe the API (http/openApi.ts) and are checked, but never change a
    // request: no type coercion, no defaults, nothing removed.
    ajv: { customOptions: { coerceTypes: false, useDefaults: false, removeAdditional: false } },
    logger: logLevel
      ? {
          level: logLevel,
          stream: logStream,
          serializers: { req: (request) => ({ method: request.method, path: pathOf(request.url) }), err: errorForLog },
        }
      : false,
    genReqId: requestIdOf,
    // Request logs are written at info; above it, skip the per-request logging work altogether.
    logController: new RequestLog({
      disableRequestLogging: !logLevel || !["info", "debug", "trace"].includes(logLevel),
    }),
    bodyLimit: 64 * 1024,
    trustProxy: trustProxy || false,
    connectionTimeout: limits.idleTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    // Node checks request and header timeouts on this interval (30 s by default).
    http: {
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(5_000, limits.idleTimeoutMs),
    },
  });
  // A request a JSON schema does not describe is still answered by the handler's own checks, which
  // name each field in the desk's and the forms' words (and 400 per field); Fastify's generic
  // message would replace them. Routes checked by zod schemas answer their own (desk/checkedBody.ts).
  app.addHook("onRoute", (route) => {
    if (route.schema && !describedByZod(route.schema)) route.attachValidation = true;
  });
  echoRequestId(app);
  const purger = new Purger(purge, { serviceUrl, ownSchool: schoolCode, log: app.log });
  const metricsRoute = metrics(app, { token: metricsToken, db, registries: [purger.registry] });
  app.addHook("onSend", async (request, reply) => {
    reply.header("X-Content-Type-Options", "nosniff");
    // The public API and images are the site's, on another origin: others may embed them. The desk
    // is its own origin's alone, and its pages share no window with another site's. The editor's
    // sign-in page (/api/cms) must keep its opener, so it sets no opener policy.
    // Judged by the route the router matched (it decodes the path: `/api/%64esk/…` is the desk's),
    // or by the decoded path where none did.
    const desk = DESK_PATH.test(request.routeOptions.url ?? decodedPath(request.url));
    reply.header("Cross-Origin-Resource-Policy", desk ? "same-origin" : "cross-origin");
    if (desk) reply.header("Cross-Origin-Opener-Policy", "same-origin");
    if (request.protocol === "https") reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  });
  // Personal data is kept only RETENTION_DAYS: swept at start, then daily.
  const stopRetention = await runNowAndEvery(
    () => sweepPersonalData(db, files, retentionDays),
    RETENTION_SWEEP_EVERY_MS,
    (error) => app.log.error({ err: error }, "the retention sweep failed; it runs again tomorrow"),
  );
  // Uploads no item took within a day (a save refused or abandoned) are removed, then stored files
  // no row names (a write whose row never committed): at start, then daily.
  const stopUploadSweep = await runNowAndEvery(
    async () => {
      await sweepUnusedUploads(db, files);
      await sweepUnnamedFiles(db, files);
    },
    UNUSED_UPLOAD_SWEEP_EVERY_MS,
    (error) => app.log.error({ err: error }, "the sweep of unused uploads failed; it runs again tomorrow"),
  );
  const cache = new ContentCache(db);
  app.addHook("onClose", async () => {
    await purger.close();
    await cache.close();
    await stopRetention();
    await stopUploadSweep();
    await db.destroy();
  });
  // Bad input (broken JSON, a body too large …) keeps its 4xx; anything else is logged as a 500.
  // A full disk is an answer (507), not a failure: whatever was being written was not kept.
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    if (isOutOfSpace(error)) {
      request.log.error({ err: error }, "out of disk space: a write was refused");
      return reply.code(507).send({ error: OUT_OF_SPACE });
    }
    // The database is away (restarting, failing over): nothing was kept, and a retry will do.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "the database is unavailable");
      return reply
        .code(503)
        .header("Retry-After", DATABASE_RETRY_AFTER_S)
        .header("Cache-Control", "no-store")
        .send({ error: DATABASE_UNAVAILABLE });
    }
    // The bucket cannot be reached or read: no row was stored without its file, and a retry will do.
    if (error instanceof FilesUnavailable) {
      request.log.warn({ err: error }, "the file store is unavailable");
      return reply
        .code(503)
        .header("Retry-After", FILES_RETRY_AFTER_S)
        .header("Cache-Control", "no-store")
        .send({ error: FILES_UNAVAILABLE });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, "the request failed: answered 500");
    return reply.code(status).send({ error: status === 500 ? "Internal error" : error.message });
  });
  const allowed = new Set(allowedOrigins);
  // The public site's origins, and the service's own (the desk's pages). The desk's API routes are
  // left to the desk's own check, which is stricter (Origin present and the service's own) and says
  // why when a proxy that ends HTTPS is not trusted.
  const deskApi = (request: FastifyRequest) => (request.routeOptions.url ?? "").startsWith("/api/desk/");
  const ownOrigins = deskOrigins(serviceUrl);
  refuseNul(app);
  originCheck(app, (origin, request) => allowed.has(origin) || ownOrigins.includes(origin) || deskApi(request));
  await app.register(fastifyCors, {
    origin: allowedOrigins,
    methods: ["GET", "POST"],
    allowedHeaders: ["Authorization", "Content-Type"],
    maxAge: 600,
  });
  await openApi(app, serviceUrl);
  metricsRoute();
  // Counted in the database: every instance of the service shares each limit.
  await app.register(fastifyRateLimit, { global: false, store: sharedRateLimitStore(db) });
  await app.register(fastifyMultipart);
  // reply.sendFile for the stored files on disk (http/sendFile.ts); nothing is served by path.
  await app.register(fastifyStatic, { root: path.resolve(dataDir), serve: false });

  app.decorate("db", db);
  app.decorate("school", school);
  app.decorate("schools", new SchoolDirectory(db));
  app.decorate("dataDir", dataDir);
  app.decorate("files", files);
  app.decorate("contentCache", cache);
  app.decorate("answerCaching", answerCaching(purger.configured));
  await app.register(contentRoutes);
  await app.register(alertRoutes);
  await app.register(imageRoutes);
  await app.register(tcRoutes, { perMinute: limits.certificateLookups });
  await app.register(formRoutes, { limits });
  await app.register(feedRoutes, { siteUrl, serviceUrl });
  await app.register(shareRoutes, { siteUrl, serviceUrl });
  // The desk's session and the editor's sign-in state both travel in cookies.
  await app.register(fastifyCookie);
  await app.register(deskPlugin, { db, dataDir, files, cache, purger, siteUrl, schoolCode, origins: ownOrigins });
  await app.register(githubOAuth, {
    github: cmsGithub,
    serviceUrl,
    siteOrigins: originsOf([...allowedOrigins, siteUrl]),
  });
  app.get("/health", { schema: { tags: ["service"], summary: "Whether the service runs" } }, async () => ({
    ok: true,
  }));
  await app.register(readinessRoutes);
  return app;
}
