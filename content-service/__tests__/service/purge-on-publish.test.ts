/** @jest-environment node */
import { PURGE_TIMEOUT_MS } from "../../src/purge/purger";
import { PUBLIC_ANSWER_CACHE, ITEM_ANSWER_CACHE, ALERT_ANSWER_CACHE } from "@school/contract/desk/cachePolicy";
import { signedIn, type DeskClient } from "./deskClient";
import { freePort } from "../../scripts/freePort.mjs";
import { startService } from "./helpers";
import {
  counted,
  metricsOf,
  publish,
  purgingService,
  standIn,
  STARTS_A_SERVICE_MS,
  until,
  type Service,
} from "./purgeKit";

describe("purge on publish, BAN to every cache node", () => {
  const lines: string[] = [];
  let service: Service;
  let desk: DeskClient;
  let healthy: Awaited<ReturnType<typeof standIn>>;
  let flaky: Awaited<ReturnType<typeof standIn>>;

  beforeAll(async () => {
    healthy = await standIn();
    flaky = await standIn((index) => ({ status: index === 0 ? 500 : 200 }));
    ({ service, desk } = await purgingService({ nodes: [healthy.url, flaky.url] }, lines));
  }, 60_000);
  afterAll(async () => {
    await service?.close();
    await healthy?.close();
    await flaky?.close();
  });

  it(
    "bans the news lists and feed on both nodes before answering the save, and retries the one that failed",
    async () => {
      const response = await publish(desk);
      expect(response.status).toBe(201);
      // The save waited for both nodes' first attempt: the failed one did not fail it.
      expect(healthy.received).toHaveLength(1);
      expect(flaky.received.length).toBeGreaterThanOrEqual(1);

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

/** What a save may take beyond the purge's timeout on a busy machine: its own writes, the answer. */
const SAVE_MARGIN_MS = 2_000;

it(
  "answers the save once a cache that does not answer has timed out, then retries it in the background",
  async () => {
    const lines: string[] = [];
    const slow = await standIn((index) => (index === 0 ? "hold" : { status: 200 }));
    const { service, desk } = await purgingService({ nodes: [slow.url] }, lines);
    try {
      const started = Date.now();
      expect((await publish(desk)).status).toBe(201);
      // The save waited for the first attempt, which the purge's timeout ended; not for the retry.
      expect(Date.now() - started).toBeGreaterThanOrEqual(PURGE_TIMEOUT_MS);
      expect(Date.now() - started).toBeLessThan(PURGE_TIMEOUT_MS + SAVE_MARGIN_MS);
      await until(async () => (await metricsOf(service)).includes(counted(slow.url, "sent", 1)), "the retry taken");
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
      const published = await publish(desk);
      expect(published.status).toBe(201);
      const { id } = await published.json();
      await until(() => cloudflare.received.length === 1, "Cloudflare's purge");
      const [call] = cloudflare.received;
      expect(call).toMatchObject({ method: "POST", url: "/client/v4/zones/zone123/purge_cache" });
      expect(call.headers.authorization).toBe("Bearer cf-token-of-the-tests");
      expect(JSON.parse(call.body)).toEqual({
        files: [
          `http://127.0.0.1:${service.port}/api/news/DPSSWB`,
          `http://127.0.0.1:${service.port}/api/news/All/DPSSWB`,
          `http://127.0.0.1:${service.port}/api/news/DPSSWB.rss`,
          `http://127.0.0.1:${service.port}/share/news/${id}`,
          `http://127.0.0.1:${service.port}/share/news/${id}/cover.jpg`,
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
  "closes promptly while a cache holds a purge unanswered and other purges wait to be retried",
  async () => {
    // The silent node takes the save's first ban, then holds the second round's unanswered.
    const silent = await standIn((index) => (index === 0 ? { status: 200 } : "hold"));
    const failing = await standIn(() => ({ status: 503 }));
    const lines: string[] = [];
    const purge = { nodes: [silent.url, failing.url], retryBaseMs: 60_000, againMs: 10 };
    const { service, desk } = await purgingService(purge, lines);
    try {
      expect((await publish(desk)).status).toBe(201);
      await until(() => silent.received.length === 2 && failing.received.length === 2, "both rounds sent");
      await until(() => lines.filter((line) => line.includes("retrying")).length === 2, "both retries scheduled");
      const started = Date.now();
      await service.close();
      // Neither the held purge's timeout nor the minute the retries would wait held the close up.
      expect(Date.now() - started).toBeLessThan(PURGE_TIMEOUT_MS);
      expect(lines.some((line) => JSON.parse(line).dropped === 2)).toBe(true);
    } finally {
      await silent.close();
      await failing.close();
    }
  },
  STARTS_A_SERVICE_MS,
);
