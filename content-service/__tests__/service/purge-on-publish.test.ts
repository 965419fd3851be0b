/** @jest-environment node */
import net from "net";
import { NO_PURGE, type PurgeConfig } from "../../src/purge/purgeConfig";
import { PURGE_TIMEOUT_MS } from "../../src/purge/purger";
import { PUBLIC_ANSWER_CACHE, ITEM_ANSWER_CACHE, ALERT_ANSWER_CACHE } from "../../src/http/cachePolicy";
import { signedIn, type DeskClient } from "./deskClient";
import { freePort, startService } from "./helpers";

type Service = Awaited<ReturnType<typeof startService>>;

const TOKEN = "metrics-token-of-the-purge-tests";
/** A test that starts its own service (and signs in, hashing a password) takes seconds on a busy machine. */
const STARTS_A_SERVICE_MS = 30_000;
const NEWS = { title: "Sports day moved to Friday", fromDate: "2026-11-20" };

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
async function standIn(answer: (index: number) => Answer = () => ({ status: 200 })) {
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
async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const metricsOf = async (service: Service) =>
  (await fetch(`${service.base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();

const counted = (target: string, outcome: string, times: number) =>
  `cdn_purge_requests_total{target="${target}",outcome="${outcome}"} ${times}`;

async function purgingService(purge: Partial<PurgeConfig>, lines: string[] = []) {
  const service = await startService({
    purge: { ...NO_PURGE, retryBaseMs: 10, ...purge },
    metricsToken: TOKEN,
    logLevel: "warn",
    logStream: { write: (line) => void lines.push(line) },
  });
  const desk = await signedIn(service, "editor@school.example", "editor");
  return { service, desk };
}

const publish = (desk: DeskClient, body: object = NEWS) =>
  desk.request("/api/desk/news", { method: "POST", json: body });

describe("purge on publish, BAN to every cache node", () => {
  const lines: string[] = [];
  let service: Service;
  let desk: DeskClient;
  let healthy: Awaited<ReturnType<typeof standIn>>;
  let flaky: Awaited<ReturnType<typeof standIn>>;

  beforeAll(async () => {
    healthy = await standIn(() => "hold");
    flaky = await standIn((index) => ({ status: index === 0 ? 500 : 200 }));
    ({ service, desk } = await purgingService({ nodes: [healthy.url, flaky.url] }, lines));
  }, 60_000);
  afterAll(async () => {
    await service?.close();
    await healthy?.close();
    await flaky?.close();
  });

  it(
    "answers the save at once, bans the news lists and feed on both nodes, and retries the one that failed",
    async () => {
      const response = await publish(desk);
      expect(response.status).toBe(201);
      // The healthy node has the ban but has not answered it yet: the save did not wait for it.
      await until(() => healthy.received.length === 1, "the healthy node's ban");
      healthy.release();

      await until(() => flaky.received.length === 2, "the failing node's retry");
      const requests = [...healthy.received, ...flaky.received];
      for (const request of requests) {
        expect(request).toMatchObject({ method: "BAN", url: "/" });
        expect(request.headers.host).toBe(`127.0.0.1:${service.port}`);
      }
      const ban = new RegExp(String(healthy.received[0].headers["x-ban-path"]));
      for (const url of ["/api/news/DPSSWB", "/api/news/All/DPSSWB?page=2", "/api/news/DPSSWB.rss"])
        expect(url).toMatch(ban);
      expect("/api/events/DPSSWB").not.toMatch(ban);
      expect(flaky.received[1].headers["x-ban-path"]).toBe(healthy.received[0].headers["x-ban-path"]);

      await until(async () => (await metricsOf(service)).includes(counted(flaky.url, "sent", 1)), "the retry counted");
      const metrics = await metricsOf(service);
      expect(metrics).toContain(counted(flaky.url, "failed", 1));
      expect(metrics).toContain(counted(flaky.url, "retried", 1));
      expect(metrics).toContain(counted(healthy.url, "sent", 1));
      const warning = lines.map((line) => JSON.parse(line)).find((line) => line.purge === flaky.url);
      expect(warning).toMatchObject({ attempts: 1, reason: "answered 500", retryInMs: 10 });
    },
    STARTS_A_SERVICE_MS,
  );

  it("tells the desk its saves show at once, and has browsers revalidate items and notices", async () => {
    expect(await (await desk.request("/api/desk/config")).json()).toMatchObject({ purging: true });
    const post = await fetch(`${service.base}/api/innerBlog?id=blog_1`);
    expect(post.headers.get("cache-control")).toBe(PUBLIC_ANSWER_CACHE);
    expect((await fetch(`${service.base}/api/alerts/DPSSWB`)).headers.get("cache-control")).toBe(PUBLIC_ANSWER_CACHE);
  });
});

describe("purge on publish with no purging configured", () => {
  let service: Service;
  let desk: DeskClient;
  beforeAll(async () => {
    service = await startService();
    desk = await signedIn(service, "editor@school.example", "editor");
  }, 60_000);
  afterAll(() => service?.close());

  it("tells the desk, and lets browsers keep items and notices as before", async () => {
    expect(await (await desk.request("/api/desk/config")).json()).toMatchObject({ purging: false });
    expect((await fetch(`${service.base}/api/innerBlog?id=blog_1`)).headers.get("cache-control")).toBe(
      ITEM_ANSWER_CACHE,
    );
    expect((await fetch(`${service.base}/api/alerts/DPSSWB`)).headers.get("cache-control")).toBe(ALERT_ANSWER_CACHE);
  });
});

it(
  "sends PURGE for each exact address when CDN_PURGE_METHOD=PURGE, and drops the photos an album no longer has",
  async () => {
    const node = await standIn((index) => ({ status: index % 2 ? 404 : 200 }));
    const { service, desk } = await purgingService({ nodes: [node.url], method: "PURGE" });
    const photoAddresses = (id: string) => [`/api/image/${id}`, `/api/image/${id}?w=480`, `/api/image/${id}?w=960`];
    const albumAddresses = [
      "/api/gallery/DPSSWB",
      "/api/gallery/All/DPSSWB",
      "/api/subGallery?id=gallery_1",
      "/share/album/gallery_1",
      "/share/album/gallery_1/cover.jpg",
    ];
    const purgedSorted = () => node.received.map((request) => `${request.method} ${request.url}`).sort();
    const purges = (addresses: string[]) => addresses.map((address) => `PURGE ${address}`);
    try {
      const album = (await (await desk.request("/api/desk/gallery/gallery_1")).json()) as Record<string, unknown>;
      const [first, ...kept] = album.attachments as string[];
      expect(kept.length).toBeGreaterThan(0);
      const changed = await desk.request("/api/desk/gallery/gallery_1", {
        method: "PUT",
        headers: { "If-Match": `"${album.version}"` },
        json: { ...album, id: undefined, version: undefined, publicPath: undefined, attachments: kept },
      });
      expect(changed.status).toBe(200);
      const afterChange = [...albumAddresses, ...photoAddresses(first)];
      await until(() => node.received.length === afterChange.length, "the change's purges");
      expect(purgedSorted()).toEqual(purges(afterChange).sort());

      const deleted = await desk.request("/api/desk/gallery/gallery_1", {
        method: "DELETE",
        headers: { "If-Match": changed.headers.get("etag")! },
      });
      expect(deleted.status).toBe(200);
      const afterDelete = [...afterChange, ...albumAddresses, ...kept.flatMap(photoAddresses)];
      await until(() => node.received.length === afterDelete.length, "the deletion's purges");
      expect(purgedSorted()).toEqual(purges(afterDelete).sort());
      // A 404 (the node held no copy) is taken: nothing is retried.
      await until(
        async () => (await metricsOf(service)).includes(counted(node.url, "sent", afterDelete.length)),
        "all counted",
      );
      expect(await metricsOf(service)).not.toContain(`target="${node.url}",outcome="retried"`);
    } finally {
      await service.close();
      await node.close();
    }
  },
  STARTS_A_SERVICE_MS,
);

it(
  "retries a cache that does not answer within the purge's timeout",
  async () => {
    const lines: string[] = [];
    const slow = await standIn((index) => (index === 0 ? "hold" : { status: 200 }));
    const { service, desk } = await purgingService({ nodes: [slow.url] }, lines);
    try {
      const started = Date.now();
      expect((await publish(desk)).status).toBe(201);
      await until(async () => (await metricsOf(service)).includes(counted(slow.url, "sent", 1)), "the retry taken");
      expect(Date.now() - started).toBeGreaterThanOrEqual(PURGE_TIMEOUT_MS);
      expect(slow.received).toHaveLength(2);
      const warning = lines.map((line) => JSON.parse(line)).find((line) => line.purge === slow.url);
      expect(warning).toMatchObject({ attempts: 1, reason: `no answer within ${PURGE_TIMEOUT_MS} ms` });
    } finally {
      await service.close();
      await slow.close();
    }
  },
  STARTS_A_SERVICE_MS,
);

it(
  "with no cache node reachable, the save still succeeds; the failures are logged, counted and given up",
  async () => {
    const lines: string[] = [];
    const nowhere = `http://127.0.0.1:${await freePort()}`;
    const { service, desk } = await purgingService({ nodes: [nowhere] }, lines);
    try {
      expect((await publish(desk)).status).toBe(201);
      await until(
        async () => (await metricsOf(service)).includes(counted(nowhere, "given_up", 1)),
        "the purge given up",
      );
      const metrics = await metricsOf(service);
      expect(metrics).toContain(counted(nowhere, "failed", 7));
      expect(metrics).toContain(counted(nowhere, "retried", 6));
      const logged = lines.map((line) => JSON.parse(line)).filter((line) => line.purge === nowhere);
      expect(logged.map((line) => line.reason)).toEqual(Array(7).fill("ECONNREFUSED"));
      expect(logged.at(-1)).toMatchObject({ level: 50, attempts: 7 });
      expect(lines.join("\n")).not.toContain("editor@school.example");
    } finally {
      await service.close();
    }
  },
  STARTS_A_SERVICE_MS,
);

it(
  "tells Cloudflare the public addresses to drop, with the zone's token",
  async () => {
    const cloudflare = await standIn(() => ({ status: 200, body: JSON.stringify({ success: true, result: {} }) }));
    const { service, desk } = await purgingService({
      cloudflare: { zoneId: "zone123", token: "cf-token-of-the-tests", apiBase: `${cloudflare.url}/client/v4` },
    });
    try {
      expect((await publish(desk)).status).toBe(201);
      await until(() => cloudflare.received.length === 1, "Cloudflare's purge");
      const [call] = cloudflare.received;
      expect(call).toMatchObject({ method: "POST", url: "/client/v4/zones/zone123/purge_cache" });
      expect(call.headers.authorization).toBe("Bearer cf-token-of-the-tests");
      expect(JSON.parse(call.body)).toEqual({
        files: [
          `http://127.0.0.1:${service.port}/api/news/DPSSWB`,
          `http://127.0.0.1:${service.port}/api/news/All/DPSSWB`,
          `http://127.0.0.1:${service.port}/api/news/DPSSWB.rss`,
        ],
      });
    } finally {
      await service.close();
      await cloudflare.close();
    }
  },
  STARTS_A_SERVICE_MS,
);

it(
  "closes promptly while a cache holds a purge unanswered and another's retry waits",
  async () => {
    const silent = await standIn(() => "hold");
    const failing = await standIn(() => ({ status: 503 }));
    const lines: string[] = [];
    const { service, desk } = await purgingService({ nodes: [silent.url, failing.url], retryBaseMs: 60_000 }, lines);
    try {
      expect((await publish(desk)).status).toBe(201);
      await until(() => silent.received.length === 1 && failing.received.length === 1, "both purges sent");
      await until(() => lines.some((line) => line.includes("retrying")), "the retry scheduled");
      const started = Date.now();
      await service.close();
      // Neither the held purge's timeout nor the minute the retry would wait held the close up.
      expect(Date.now() - started).toBeLessThan(PURGE_TIMEOUT_MS);
      expect(lines.some((line) => JSON.parse(line).dropped === 1)).toBe(true);
    } finally {
      await silent.close();
      await failing.close();
    }
  },
  STARTS_A_SERVICE_MS,
);
