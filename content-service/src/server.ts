import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import fastifyCors from "@fastify/cors";
import fastifyMultipart from "@fastify/multipart";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import { validatorCompiler } from "fastify-type-provider-zod";
import path from "path";
import {
  defaultVapidSubject,
  localServiceUrl,
  PUSH_WRITES_PER_HOUR,
  type IntakeLimits,
  type ServiceConfig,
} from "./config";
import { DEFAULT_LIMITS, DEFAULT_PORT, DEFAULT_RETENTION_DAYS } from "./env";
import { openDb, type Db } from "./db/open";
import { acrossSchools } from "./db/schoolScope";
import { SchoolDirectory } from "./http/schoolDirectory";
import { settleResumeFiles } from "./db/submissions";
import { settleUploadFiles } from "./media/store";
import { settleCertificateFiles } from "./desk/certificateUploads";
import { chooseStore } from "./files/chooseStore";
import type { FileStore } from "./files/fileStore";
import { ContentCache } from "./http/contentCache";
import { openApi } from "./http/openApi";
import { originCheck } from "./http/originCheck";
import { refuseNul } from "./http/nulRefusal";
import { metrics } from "./http/metrics";
import { answerCaching } from "@school/contract/desk/cachePolicy";
import { Purger } from "./purge/purger";
import { NO_PURGE } from "./purge/purgeConfig";
import { sharedRateLimitStore } from "./http/sharedRateLimitStore";
import { echoRequestId } from "./http/requestId";
import { deskOrigins } from "./desk/context";
import { DEFAULT_SCHOOL, type School } from "./school";
import { seed } from "./seed/seed";
import { fastifyOptions } from "./http/fastifyOptions";
import { securityHeaders } from "./http/securityHeaders";
import { serviceErrors } from "./http/serviceErrors";
import { startSweeps } from "./retention/sweeps";
import { serviceRoutes } from "./routes/serviceRoutes";
import { PushSender, PUSH_SENDER_DEFAULTS, type PushSenderOptions } from "./push/pushSender";
import { storedVapidKeys } from "./db/vapidKeys";

export type ServerOptions = Pick<ServiceConfig, "dataDir" | "allowedOrigins"> &
  Partial<Omit<ServiceConfig, "limits" | "port" | "host">> & {
    limits?: Partial<IntakeLimits>;
    /** Where log lines go instead of standard output (the tests read them). */
    logStream?: { write(line: string): void };
    /** The push queue's pace (tests make it quicker). */
    pushSender?: Partial<PushSenderOptions>;
  };

/** The origins of ALLOWED_ORIGINS and PUBLIC_SITE_URL (which may carry a path). */
const originsOf = (addresses: string[]) => [
  ...new Set(addresses.filter((address) => URL.canParse(address)).map((address) => new URL(address).origin)),
];

/** The database and the file store, with whatever a crash left half-written settled, and the
 * database seeded when it is new. */
async function openStores(dataDir: string, options: ServerOptions, school: School) {
  const { db, created } = await openDb(dataDir, options.databaseUrl ?? null, school);
  const files = chooseStore(dataDir, options.mediaBucket ?? null);
  await settleResumeFiles(acrossSchools(db), files);
  await settleUploadFiles(acrossSchools(db), files);
  await settleCertificateFiles(acrossSchools(db), files);
  if (created && (options.seedNewDatabase ?? true)) await seed(db, files, { school });
  return { db, files };
}

/** The plugins every route relies on: origin checks, CORS, the API's description, rate limits,
 * multipart bodies and stored files. */
async function servicePlugins(
  app: FastifyInstance,
  options: { db: Db; dataDir: string; allowedOrigins: string[]; ownOrigins: string[]; serviceUrl: string },
) {
  const { db, allowedOrigins, ownOrigins, serviceUrl } = options;
  const allowed = new Set(allowedOrigins);
  // The public site's origins, and the service's own (the desk's pages). The desk's API routes are
  // left to the desk's own check, which is stricter (Origin present and the service's own) and says
  // why when a proxy that ends HTTPS is not trusted.
  const deskApi = (request: FastifyRequest) => (request.routeOptions.url ?? "").startsWith("/api/desk/");
  refuseNul(app);
  originCheck(app, (origin, request) => allowed.has(origin) || ownOrigins.includes(origin) || deskApi(request));
  await app.register(fastifyCors, {
    origin: allowedOrigins,
    // DELETE: a browser ends its push subscription (routes/push.ts).
    methods: ["GET", "POST", "DELETE"],
    allowedHeaders: ["Authorization", "Content-Type"],
    maxAge: 600,
  });
  await openApi(app, serviceUrl);
  // Counted in the database: every instance of the service shares each limit.
  await app.register(fastifyRateLimit, { global: false, store: sharedRateLimitStore(db) });
  await app.register(fastifyMultipart);
  // reply.sendFile for the stored files on disk (http/sendFile.ts); nothing is served by path.
  await app.register(fastifyStatic, { root: path.resolve(options.dataDir), serve: false });
}

/** The content service: every call of SPEC §7 on SQLite or PostgreSQL, seeded when its database is new. */
export async function buildServer(options: ServerOptions) {
  const {
    dataDir,
    allowedOrigins,
    siteUrl = "http://localhost:9000",
    serviceUrl = localServiceUrl(DEFAULT_PORT),
    school = DEFAULT_SCHOOL,
    purge = NO_PURGE,
  } = options;
  const limits: IntakeLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const push = options.push ?? {
    keys: null,
    subject: defaultVapidSubject(siteUrl),
    endpointOrigins: [],
    writesPerHour: PUSH_WRITES_PER_HOUR,
  };
  const { db, files } = await openStores(dataDir, options, school);

  const app = Fastify(
    fastifyOptions({
      logLevel: options.logLevel ?? "warn",
      logStream: options.logStream,
      trustProxy: options.trustProxy ?? false,
      limits,
    }),
  );
  // Every route's params, query, headers and body are zod schemas (most from the contract): they
  // are checked before the handler runs, and describe the API.
  app.setValidatorCompiler(validatorCompiler);
  echoRequestId(app);
  const purger = new Purger(purge, { serviceUrl, ownSchool: school.code, log: app.log });
  const metricsRoute = metrics(app, { token: options.metricsToken ?? null, db, registries: [purger.registry] });
  securityHeaders(app);
  const stopSweeps = await startSweeps(db, files, options.retentionDays ?? DEFAULT_RETENTION_DAYS, app.log);
  const cache = new ContentCache(db);
  const pushSender = new PushSender(
    db,
    { keys: push.keys ?? storedVapidKeys(db), subject: push.subject, endpointOrigins: push.endpointOrigins },
    app.log,
    { ...PUSH_SENDER_DEFAULTS, ...options.pushSender },
  );
  pushSender.start();
  app.addHook("onClose", async () => {
    await pushSender.close();
    await purger.close();
    await cache.close();
    await stopSweeps();
    await db.destroy();
  });
  serviceErrors(app);
  const ownOrigins = deskOrigins(serviceUrl);
  await servicePlugins(app, { db, dataDir, allowedOrigins, ownOrigins, serviceUrl });
  metricsRoute();
  decorate(app, { db, school, dataDir, files, cache, caching: answerCaching(purger.configured) });
  await serviceRoutes(app, {
    limits,
    siteUrl,
    serviceUrl,
    desk: { db, dataDir, files, cache, purger, siteUrl, schoolCode: school.code, origins: ownOrigins, pushSender },
    cms: {
      github: options.cmsGithub ?? null,
      serviceUrl,
      siteOrigins: originsOf([...allowedOrigins, siteUrl]),
    },
    push,
  });
  return app;
}

/** What every route group reads from the service's instance (fastifyDecorations.ts). */
function decorate(
  app: FastifyInstance,
  shared: {
    db: Db;
    school: School;
    dataDir: string;
    files: FileStore;
    cache: ContentCache;
    caching: ReturnType<typeof answerCaching>;
  },
) {
  app.decorate("db", shared.db);
  app.decorate("school", shared.school);
  app.decorate("schools", new SchoolDirectory(shared.db));
  app.decorate("dataDir", shared.dataDir);
  app.decorate("files", shared.files);
  app.decorate("contentCache", shared.cache);
  app.decorate("answerCaching", shared.caching);
}
