/** The stand-ins and helpers of the purge tests (purge-on-publish, purge-timing). */
import net from "net";
import { NO_PURGE, type PurgeConfig } from "../../src/purge/purgeConfig";
import { signedIn, type DeskClient } from "./deskClient";
import { startService } from "./helpers";

export type Service = Awaited<ReturnType<typeof startService>>;

export const TOKEN = "metrics-token-of-the-purge-tests";
/** A test that starts its own service (and signs in, hashing a password) takes seconds on a busy machine. */
export const STARTS_A_SERVICE_MS = 30_000;
export const NEWS = { title: "Sports day moved to Friday", fromDate: "2026-11-20" };

interface Received {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

type Answer = { status: number; body?: string } | "hold";

/** A cache node (or Cloudflare's API) standing in for the real one: it records every request and
 * answers each with what `answer` says for it, by its number; "hold" keeps the answer back until
 * release() (or for good). Node's own HTTP server refuses a BAN (it knows only the methods of its
 * parser), so this one reads HTTP/1.1 itself: requests with a Content-Length, as the purger sends. */
export async function standIn(answer: (index: number) => Answer = () => ({ status: 200 })) {
  const received: Received[] = [];
  const held: net.Socket[] = [];
  const sockets = new Set<net.Socket>();
  const reply = (socket: net.Socket, status: number, body = "") =>
    socket.write(
      `HTTP/1.1 ${status} X\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    let buffer = "";
    socket.on("data", (chunk) => {
      buffer += chunk.toString("latin1");
      for (;;) {
        const headEnd = buffer.indexOf("\r\n\r\n");
        if (headEnd < 0) return;
        const [line, ...fields] = buffer.slice(0, headEnd).split("\r\n");
        const headers = Object.fromEntries(
          fields.map((field) => [
            field.slice(0, field.indexOf(":")).toLowerCase(),
            field.slice(field.indexOf(":") + 1).trim(),
          ]),
        );
        const length = Number(headers["content-length"] ?? 0);
        if (buffer.length < headEnd + 4 + length) return;
        const body = buffer.slice(headEnd + 4, headEnd + 4 + length);
        buffer = buffer.slice(headEnd + 4 + length);
        const [method, url] = line.split(" ");
        const outcome = answer(received.push({ method, url, headers, body }) - 1);
        if (outcome === "hold") held.push(socket);
        else reply(socket, outcome.status, outcome.body);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    received,
    release: () => held.splice(0).forEach((socket) => reply(socket, 200)),
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Waits for a condition, polling, up to a deadline. */
export async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const metricsOf = async (service: Service) =>
  (await fetch(`${service.base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();

export const counted = (target: string, outcome: string, times: number) =>
  `cdn_purge_requests_total{target="${target}",outcome="${outcome}"} ${times}`;

/** A service purging as `purge` says; retries come at once, and the second round of a save's
 * purges (purge-timing.test.ts tests it) only after a test has ended, unless it says otherwise. */
export async function purgingService(purge: Partial<PurgeConfig>, lines: string[] = []) {
  const service = await startService({
    purge: { ...NO_PURGE, retryBaseMs: 10, againMs: 60_000, ...purge },
    metricsToken: TOKEN,
    logLevel: "warn",
    logStream: { write: (line) => void lines.push(line) },
  });
  const desk = await signedIn(service, "editor@school.example", "editor");
  return { service, desk };
}

export const publish = (desk: DeskClient, body: object = NEWS) =>
  desk.request("/api/desk/news", { method: "POST", json: body });
