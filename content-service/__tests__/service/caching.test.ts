/** @jest-environment node */
import http from "http";
import { brotliDecompressSync, gunzipSync } from "zlib";
import { seed } from "../../src/seed/seed";
import { folderStore } from "../../src/files/folderStore";
import { startService, withDb } from "./helpers";
import { onPostgres } from "./testDatabases";

let service: Awaited<ReturnType<typeof startService>>;
beforeAll(async () => {
  service = await startService();
}, 60_000);
afterAll(() => service.close());

/** A raw GET, so that compressed bodies arrive as sent (fetch would decompress them). */
function rawGet(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${service.base}${path}`, { headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

/** The answer at `path` once its ETag is no longer `etag`: at the next request on SQLite, whose
 * version each request reads (PRAGMA data_version); on PostgreSQL once the change's notification
 * has come (db/changeFeed.ts), a moment after the other process's commit, which may be after the
 * next request has been answered. The last answer when the time is up. */
async function changedFrom(path: string, etag: string | undefined) {
  const deadline = Date.now() + (onPostgres ? 2_000 : 0);
  for (;;) {
    const answer = await rawGet(path);
    if (answer.headers.etag !== etag || Date.now() >= deadline) return answer;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const LISTS = [
  "/api/news/All/DPSSWB",
  "/api/gallery/DPSSWB",
  "/api/events/DPSSWB",
  "/api/topper/DPSSWB",
  "/api/highlight/all/DPSSWB",
];
const DETAILS = ["/api/innerBlog?id=blog_1", "/api/subGallery?id=gallery_1"];

describe("validators a CDN can revalidate with", () => {
  it.each([...LISTS, ...DETAILS])("%s carries a strong ETag and Cache-Control, and answers 304 to it", async (path) => {
    const first = await rawGet(path);
    expect(first.status).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers["cache-control"]).toBe(
      DETAILS.includes(path) ? "public, max-age=30, s-maxage=30" : "public, max-age=0, must-revalidate, s-maxage=30",
    );
    const again = await rawGet(path, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
  });

  it.each([
    ["the weak form", (etag: string) => `W/${etag}`],
    ["a list holding it", (etag: string) => `"other", ${etag}, "more"`],
    ["a list holding its weak form", (etag: string) => `"other", W/${etag}`],
    ["*", () => "*"],
  ])("answers 304 to %s", async (_label, header) => {
    const { headers } = await rawGet(LISTS[0]);
    expect((await rawGet(LISTS[0], { "If-None-Match": header(String(headers.etag)) })).status).toBe(304);
  });

  it("answers 200 to a validator of other content", async () => {
    expect((await rawGet(LISTS[0], { "If-None-Match": '"stale", W/"older"' })).status).toBe(200);
  });
});

describe("stored files revalidate as the lists do", () => {
  const IMAGES = ["/api/image?url=birthdays%2Faarav-sharma.JPG"];
  beforeAll(async () => {
    const gallery = JSON.parse((await rawGet("/api/subGallery?id=gallery_1")).body.toString());
    IMAGES.push(`/api/image/${gallery.attachments[0]}`);
  });

  it.each([
    ["the ETag itself", (etag: string) => etag],
    ["the weak form", (etag: string) => `W/${etag}`],
    ["a list holding it", (etag: string) => `"other", ${etag}`],
    ["a list holding its weak form", (etag: string) => `W/"other", W/${etag}`],
    ["*", () => "*"],
  ])("an image answers 304 to %s", async (_label, header) => {
    for (const path of IMAGES) {
      const { status, headers } = await rawGet(path);
      expect(status).toBe(200);
      const again = await rawGet(path, { "If-None-Match": header(String(headers.etag)) });
      expect(again.status).toBe(304);
      expect(again.headers.etag).toBe(headers.etag);
    }
  });

  it("an image answers 200 to validators of other files", async () => {
    for (const path of IMAGES) expect((await rawGet(path, { "If-None-Match": '"stale", W/"older"' })).status).toBe(200);
  });
});

describe("compression", () => {
  it.each([
    ["gzip", gunzipSync],
    ["br", brotliDecompressSync],
  ] as const)(
    "sends %s when accepted, the same JSON, under its own validator that still revalidates",
    async (encoding, decode) => {
      const plain = await rawGet(LISTS[0]);
      const packed = await rawGet(LISTS[0], { "Accept-Encoding": encoding });
      expect(packed.headers["content-encoding"]).toBe(encoding);
      expect(packed.headers.vary).toMatch(/Accept-Encoding/);
      expect(packed.body.length).toBeLessThan(plain.body.length);
      expect(JSON.parse(decode(packed.body).toString())).toEqual(JSON.parse(plain.body.toString()));
      expect(packed.headers.etag).not.toBe(plain.headers.etag);
      expect(
        (await rawGet(LISTS[0], { "Accept-Encoding": encoding, "If-None-Match": String(packed.headers.etag) })).status,
      ).toBe(304);
    },
  );

  it("sends identity when compression is refused or not asked for", async () => {
    expect((await rawGet(LISTS[0])).headers["content-encoding"]).toBeUndefined();
    expect(
      (await rawGet(LISTS[0], { "Accept-Encoding": "gzip;q=0, br;q=0" })).headers["content-encoding"],
    ).toBeUndefined();
  });
});

describe("caches follow the database", () => {
  it("shows a reseed by another process at once, under a new ETag", async () => {
    const before = await rawGet("/api/news/All/DPSSWB");
    const oldDates = JSON.parse(before.body.toString()).map((n: { fromDate: string }) => n.fromDate);
    // The seed as `npm run seed` runs it: another connection, dated a year later.
    const later = new Date();
    later.setFullYear(later.getFullYear() + 1);
    await withDb(service.dataDir, (db) => seed(db, folderStore(service.dataDir), { today: later }));
    const after = await changedFrom("/api/news/All/DPSSWB", before.headers.etag);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const newDates = JSON.parse(after.body.toString()).map((n: { fromDate: string }) => n.fromDate);
    expect(newDates).not.toEqual(oldDates);
    expect(newDates[0].slice(0, 4)).toBe(String(later.getFullYear()));
    expect((await rawGet("/api/news/All/DPSSWB", { "If-None-Match": String(before.headers.etag) })).status).toBe(200);
  }, 60_000);

  it("keeps serving images while a reseed runs", async () => {
    const gallery = JSON.parse((await rawGet("/api/subGallery?id=gallery_1")).body.toString());
    const urls = [`/api/image/${gallery.attachments[0]}`, "/api/image?url=birthdays%2Faarav-sharma.JPG"];
    const reseed = withDb(service.dataDir, (db) => seed(db, folderStore(service.dataDir)));
    let done = false;
    void reseed.finally(() => {
      done = true;
    });
    const statuses: number[] = [];
    while (!done) for (const url of urls) statuses.push((await rawGet(url)).status);
    await reseed;
    for (const url of urls) statuses.push((await rawGet(url)).status);
    expect(statuses.length).toBeGreaterThan(4);
    expect(statuses.every((status) => status === 200)).toBe(true);
  }, 60_000);
});
