/** A stand-in for the content service behind the CDN's function (functions/api/[[path]].ts): it
 * answers every request with what it was asked (method, address, headers) as JSON, so that the
 * CDN's tests see what the function sent on. On a free loopback port. */
import { createServer } from "http";

export function startEchoService() {
  const server = createServer((request, response) => {
    const body = JSON.stringify({ method: request.method, url: request.url, headers: request.headers });
    response.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
    response.end(request.method === "HEAD" ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, stop: () => new Promise((done) => server.close(done)) });
    });
  });
}
