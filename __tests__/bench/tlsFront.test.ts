/** @jest-environment node */
import { connect } from "http2";
import { request } from "https";
import type { AddressInfo } from "net";
import { connect as tlsConnect } from "tls";
import Fastify, { type FastifyInstance } from "fastify";
import { localhostCertificate } from "../../bench/certificate";
import { tlsFront } from "../../bench/tlsFront";

const portOf = (app: { server: { address: () => unknown } }) => (app.server.address() as AddressInfo).port;

/** What the server behind the front saw of each request. */
function upstreamServer() {
  const app = Fastify();
  app.get("/*", async (request, reply) =>
    reply
      .header("Content-Encoding", "br")
      .header("Cache-Control", "public, max-age=0, must-revalidate")
      .send(
        Buffer.from(
          JSON.stringify({
            url: request.url,
            acceptEncoding: request.headers["accept-encoding"] ?? null,
            forwardedProto: request.headers["x-forwarded-proto"] ?? null,
          }),
        ),
      ),
  );
  return app;
}

let upstream: FastifyInstance;
let front: Awaited<ReturnType<typeof tlsFront>>;

beforeAll(async () => {
  upstream = upstreamServer();
  await upstream.listen({ port: 0, host: "127.0.0.1" });
  front = await tlsFront(`http://127.0.0.1:${portOf(upstream)}`, localhostCertificate());
  await front.listen({ port: 0, host: "127.0.0.1" });
});

afterAll(async () => {
  await front.close();
  await upstream.close();
});

/** One request over HTTP/2, taking the bench's self-signed certificate. */
function overHttp2(path: string, headers: Record<string, string>) {
  return new Promise<{ protocol: string; status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const session = connect(`https://localhost:${portOf(front)}`, { rejectUnauthorized: false });
      session.on("error", reject);
      const stream = session.request({ ":path": path, ...headers });
      let body = "";
      let answer: Record<string, unknown> = {};
      stream.on("response", (received) => (answer = received));
      stream.on("data", (chunk: Buffer) => (body += chunk.toString()));
      stream.on("end", () => {
        resolve({ protocol: session.alpnProtocol ?? "", status: Number(answer[":status"]), headers: answer, body });
        session.close();
      });
      stream.on("error", reject);
      stream.end();
    },
  );
}

test("the front answers over HTTPS with HTTP/2, passing path, query, headers and body unchanged", async () => {
  const answer = await overHttp2("/page-data/news/page-data.json?id=blog_1", { "accept-encoding": "br" });
  expect(answer.protocol).toBe("h2");
  expect(answer.status).toBe(200);
  expect(answer.headers["content-encoding"]).toBe("br");
  expect(answer.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect(JSON.parse(answer.body)).toEqual({
    url: "/page-data/news/page-data.json?id=blog_1",
    acceptEncoding: "br",
    // As nginx tells the service in production: the visitor came over HTTPS.
    forwardedProto: "https",
  });
});

test("a client without HTTP/2 is answered over HTTPS with HTTP/1.1", async () => {
  const body = await new Promise<string>((resolve, reject) => {
    const sent = request(
      { host: "localhost", port: portOf(front), path: "/health", rejectUnauthorized: false },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve(`${response.httpVersion} ${response.statusCode} ${text}`));
      },
    );
    sent.on("error", reject);
    sent.end();
  });
  expect(body).toMatch(/^1\.1 200 \{"url":"\/health"/);
});

test("the certificate is for localhost and self-signed: only a client told to take it connects", async () => {
  const named = await new Promise<string>((resolve, reject) => {
    const socket = tlsConnect({ host: "localhost", port: portOf(front), rejectUnauthorized: false }, () => {
      resolve(socket.getPeerCertificate().subjectaltname ?? "none");
      socket.end();
    });
    socket.on("error", reject);
  });
  expect(named).toBe("DNS:localhost");
  const refusal = await new Promise<string>((resolve) => {
    const socket = tlsConnect({ host: "localhost", port: portOf(front) }, () => {
      socket.end();
      resolve("accepted");
    });
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
  expect(refusal).toBe("DEPTH_ZERO_SELF_SIGNED_CERT");
});
