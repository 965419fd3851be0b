import type { FastifyInstance } from "fastify";
import { isOutOfSpace, OUT_OF_SPACE } from "../fs/durableFile";
import { FILES_RETRY_AFTER_S, FILES_UNAVAILABLE, FilesUnavailable } from "../files/fileStore";
import { DATABASE_RETRY_AFTER_S, DATABASE_UNAVAILABLE, isDatabaseUnavailable } from "../db/unavailable";

/** Bad input (broken JSON, a body too large, a param its schema refuses …) keeps its 4xx; anything
 * else is logged as a 500. A full disk is an answer (507), not a failure: whatever was being written
 * was not kept. */
export function serviceErrors(app: FastifyInstance) {
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
}
