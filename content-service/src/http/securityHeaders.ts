import type { FastifyInstance } from "fastify";

const DESK_PATH = /^\/(desk|api\/desk)(\/|$)/;

function decodedPath(url: string): string {
  const raw = url.split("?")[0];
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The headers every answer carries: what it is, who may embed it, and HTTPS only once over it. */
export function securityHeaders(app: FastifyInstance) {
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
}
