import { createHash, timingSafeEqual } from "crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";
import type { Db } from "../db/open";
import { databaseMetrics } from "./databaseMetrics";
import { routePattern } from "./routePattern";

const METRICS_PATH = "/metrics";
/** The OpenAPI security scheme the route names (http/openApi.ts). */
export const METRICS_SECURITY = "metricsToken";

/** Seconds: most answers take a few milliseconds; an upload or a drawn cover up to seconds. */
const DURATION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

/** Memory, CPU, event-loop lag, garbage collection: the process's, whichever service in it asks.
 * prom-client watches the event loop and the collector from its first call on and cannot stop
 * them, so they start once per process, not once per service (tests start dozens in one). */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Digests have one length whatever was sent, so the comparison takes the same time for any guess. */
function holdsToken(request: FastifyRequest, expected: Buffer): boolean {
  const sent = /^Bearer +(\S+)\s*$/i.exec(request.headers.authorization ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(sent), expected);
}

/** GET /metrics in Prometheus' text format for whoever sends `Authorization: Bearer $METRICS_TOKEN`;
 * without a token set, nothing is counted and the route does not exist. Series are labelled by
 * the route matched, never the address asked, so that ids and codes cannot multiply them. Not
 * rate-limited: a scraper asks every few seconds. Called before any route, so that every answer
 * is counted; the route it answers is added by the function it returns, to be called once the
 * API's description (http/openApi.ts) collects routes. `registries` hold the series of other parts
 * of the service (the purges of purge/purger.ts). */
export function metrics(
  app: FastifyInstance,
  { token, db, registries = [] }: { token: string | null; db: Db; registries?: Registry[] },
): () => void {
  if (!token) return () => {};
  const expected = digest(token);
  const own = new Registry();
  const requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered, by method, route pattern and status code",
    labelNames: ["method", "route", "status_code"],
    registers: [own],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by method and route pattern",
    labelNames: ["method", "route"],
    buckets: DURATION_BUCKETS,
    registers: [own],
  });
  databaseMetrics(own, db);
  const registry = Registry.merge([processMetrics(), own, ...registries]);

  app.addHook("onResponse", async (request, reply) => {
    const route = routePattern(request);
    requests.inc({ method: request.method, route, status_code: reply.statusCode });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
  return () =>
    app.get(
      METRICS_PATH,
      {
        schema: {
          tags: ["service"],
          summary: "The service's metrics in Prometheus' text format (METRICS_TOKEN as a bearer token)",
          security: [{ [METRICS_SECURITY]: [] }],
        },
      },
      async (request, reply) => {
        reply.header("Cache-Control", "no-store");
        if (!holdsToken(request, expected))
          return reply
            .code(401)
            .header("WWW-Authenticate", "Bearer")
            .send({ error: "Send the metrics token: Authorization: Bearer <METRICS_TOKEN>." });
        return reply.type(registry.contentType).send(await registry.metrics());
      },
    );
}
