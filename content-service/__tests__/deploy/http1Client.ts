import http from "http";

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One HTTP/1.1 request to a loopback port from `localAddress` (the service's machine, or another). */
export function send(
  port: number,
  path: string,
  {
    method = "GET",
    headers = {},
    localAddress = "127.0.0.1",
  }: { method?: string; headers?: http.OutgoingHttpHeaders; localAddress?: string } = {},
) {
  return new Promise<Reply>((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, path, method, headers, localAddress, agent: false },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () =>
          resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/** Varnish names a delivery by its own request id, and a hit by that and the id of the request that
 * fetched the object. */
export const wasHit = (reply: Reply) =>
  String(reply.headers["x-varnish"] ?? "")
    .trim()
    .split(/\s+/).length === 2;
