import path from "path";
import Fastify from "fastify";
import fastifyCors from "@fastify/cors";
import fastifyMultipart from "@fastify/multipart";
import fastifyRateLimit from "@fastify/rate-limit";
import { entityCount, openDb } from "./db";
import { contentRoutes } from "./routes/content";
import { formRoutes } from "./routes/forms";
import { imageRoutes } from "./routes/images";
import { tcRoutes } from "./routes/tc";
import { seed } from "./seed/seed";

export const SCHOOL_CODE = "DPSSWB";

export interface ServerOptions {
  dataDir: string;
  allowedOrigins: string[];
  logLevel?: string | false;
  tcRateLimit?: { max: number; timeWindow: number };
}

/** The content service: every call of SPEC §7 on SQLite, seeded on first start. */
export async function buildServer({ dataDir, allowedOrigins, logLevel = "info", tcRateLimit = { max: 10, timeWindow: 60_000 } }: ServerOptions) {
  const db = openDb(dataDir);
  if (entityCount(db) === 0) await seed(db, dataDir);

  const app = Fastify({ logger: logLevel ? { level: logLevel } : false, bodyLimit: 64 * 1024 });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("X-Content-Type-Options", "nosniff");
  });
  app.addHook("onClose", async () => {
    db.close();
  });
  // Bad input (broken JSON, a body too large …) keeps its 4xx; anything else is logged as a 500.
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    return reply.code(status).send({ error: status === 500 ? "Internal error" : error.message });
  });
  await app.register(fastifyCors, {
    origin: allowedOrigins,
    methods: ["GET", "POST"],
    allowedHeaders: ["Authorization", "Content-Type"],
    maxAge: 600,
  });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifyMultipart);

  contentRoutes(app, db, SCHOOL_CODE);
  imageRoutes(app, db, path.join(dataDir, "media"));
  tcRoutes(app, db, SCHOOL_CODE, tcRateLimit);
  formRoutes(app, db, dataDir, SCHOOL_CODE);
  app.get("/health", async () => ({ ok: true }));
  return app;
}
