/** The baseline of `npm run bench:api`: Node's own HTTP server answering each path with exactly
 * the bytes and headers the content service sent for it, and nothing else. */
import http from "http";

const answers = new Map<string, { headers: Record<string, string>; body: Buffer }>(
  (
    JSON.parse(process.env.BARE_ANSWERS ?? "[]") as { path: string; headers: Record<string, string>; body: string }[]
  ).map((a) => [a.path, { headers: a.headers, body: Buffer.from(a.body, "base64") }]),
);

const server = http.createServer((request, response) => {
  const answer = answers.get(request.url ?? "");
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { ...answer.headers, "content-length": answer.body.length });
  response.end(answer.body);
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("bare server listening"));
