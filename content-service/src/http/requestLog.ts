import { LogController, type FastifyReply, type FastifyRequest } from "fastify";
import { routePattern } from "./routePattern";

/** The path without its query: query values carry what visitors and staff typed (the desk's
 * filters and searches, certificate tokens, GitHub's sign-in code). */
export const pathOf = (url: string) => url.split(/[?#]/, 1)[0];

/** One log line per request, written when its answer has gone (Fastify writes two, one naming the
 * whole address). It names the request by its id (bound to request.log), never by anything sent. */
export class RequestLog extends LogController {
  override incomingRequest() {}

  /** The request line already says 404. */
  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const length = Number(reply.getHeader("content-length"));
    const line = {
      method: request.method,
      path: pathOf(request.url),
      route: routePattern(request),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ...(Number.isFinite(length) ? { bytes: length } : {}),
    };
    if (error) reply.log.error({ ...line, err: error }, "request failed while answering");
    else reply.log.info(line, "request");
  }
}
