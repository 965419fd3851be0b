import type { FastifyRequest } from "fastify";

/** Requests no route matched, under one name: their paths are whatever a client typed. */
export const UNMATCHED = "unmatched";

/** The route a request matched, as declared (`/api/news/:code`): ids, codes and file names never
 * multiply the metrics' series or reach the logs through it. */
export const routePattern = (request: FastifyRequest): string => request.routeOptions.url ?? UNMATCHED;
