/** How the CDN hands a page's reads of the content service's public content to the service
 * (functions/api/[[path]].ts, where the site's pages read from the site's own address:
 * serviceAddress.ts says why). Only reads pass. A write, or a request with a visitor's token, goes
 * to the service's own address, where the service sees the visitor's address, which its limits
 * count by; a visitor's cookies and credentials are never sent on from here. */
const READ_METHODS = ["GET", "HEAD"];

/** Request headers not sent on: the visitor's credentials, and the site's own host name. */
const KEPT_BACK = ["authorization", "cookie", "host"];

const answer = (status: number, error: string, headers: Record<string, string> = {}) =>
  Response.json({ error }, { status, headers: { "Cache-Control": "no-store", ...headers } });

/** The service's answer to `request`, a read of a path under /api/ at the site's address, asked of
 * the service at `serviceOrigin`; a 405 for anything but a read, a 503 when no service is set or
 * it does not answer. */
export async function passRead(
  request: Request,
  serviceOrigin: string | undefined,
  send: (request: Request) => Promise<Response> = fetch,
): Promise<Response> {
  if (!READ_METHODS.includes(request.method))
    return answer(405, "Only reads of the school's content come this way.", { Allow: READ_METHODS.join(", ") });
  if (!serviceOrigin)
    return answer(503, "The content service is not reachable here: CONTENT_SERVICE_ORIGIN is not set.");
  const asked = new URL(request.url);
  // Path and query only: whatever the path holds, the request stays with the service's origin.
  const target = new URL(serviceOrigin);
  target.pathname = asked.pathname;
  target.search = asked.search;
  const headers = new Headers(request.headers);
  for (const name of KEPT_BACK) headers.delete(name);
  try {
    return await send(new Request(target, { method: request.method, headers, redirect: "manual" }));
  } catch {
    return answer(503, "The content service did not answer. Please try again shortly.", { "Retry-After": "5" });
  }
}
