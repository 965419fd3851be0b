import { constants } from "fs";
import { access } from "fs/promises";
import type { FastifyInstance } from "fastify";
import { databaseAnswers } from "../db/health";
import { DATABASE_RETRY_AFTER_S } from "../db/unavailable";

/** A load balancer's check gives up after a few seconds; this one answers before it does. */
const CHECK_TIMEOUT_MS = 2_000;

/** GET /ready: whether this instance can serve requests now, for a load balancer or an
 * orchestrator to send traffic to it or not. GET /health only says the process runs. */
export async function readinessRoutes(app: FastifyInstance) {
  const schema = {
    tags: ["service"],
    summary: "Whether the service can serve requests now: its database answers and its data folder can be written",
  };
  app.get("/ready", { schema }, async (_request, reply) => {
    const [database, files] = await Promise.all([
      databaseAnswers(app.db, CHECK_TIMEOUT_MS),
      access(app.dataDir, constants.W_OK).then(
        () => true,
        () => false,
      ),
    ]);
    const ready = database && files;
    reply.code(ready ? 200 : 503).header("Cache-Control", "no-store");
    if (!ready) reply.header("Retry-After", DATABASE_RETRY_AFTER_S);
    return { ready, database: database ? "ok" : "unavailable", files: files ? "ok" : "unavailable" };
  });
}
