import type { FastifyHttpOptions, FastifySchemaValidationError } from "fastify";
import type { Server } from "http";
import type { IntakeLimits, ServiceConfig } from "../config";
import { errorForLog } from "./errorForLog";
import { requestIdOf } from "./requestId";
import { pathOf, RequestLog } from "./requestLog";

/** A request its route's zod schemas refuse is answered 400 with the schema's message for the first
 * thing wrong: the contract's schemas state it in the words the site and the desk show. */
const firstMessage = (errors: FastifySchemaValidationError[], part: string) =>
  new Error(errors[0]?.message ?? `Invalid ${part}`);

/** The service's Fastify: its logs, request ids, limits and timeouts. */
export function fastifyOptions(
  options: Pick<ServiceConfig, "logLevel" | "trustProxy"> & {
    logStream?: { write(line: string): void };
    limits: IntakeLimits;
  },
): FastifyHttpOptions<Server> {
  const { logLevel, logStream, trustProxy, limits } = options;
  return {
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
    schemaErrorFormatter: firstMessage,
    bodyLimit: 64 * 1024,
    trustProxy: trustProxy || false,
    connectionTimeout: limits.idleTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    // Node checks request and header timeouts on this interval (30 s by default).
    http: {
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(5_000, limits.idleTimeoutMs),
    },
  };
}
