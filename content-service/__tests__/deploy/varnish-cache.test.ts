/**
 * deploy/varnish/content-service.vcl in a real varnishd in front of one instance of the service:
 * what it keeps, what it passes, and who may make it drop an answer.
 */
import { rmSync } from "fs";
import sharp from "sharp";
import { DeskClient, addAccount } from "../service/deskClient";
import { freePort } from "../../scripts/freePort.mjs";
import { ORIGIN, startService, tempDir } from "../service/helpers";
import { deployFile, sharedTempDir } from "./deployFiles";
import { send, wasHit } from "./http1Client";
import type { Daemon } from "./programs";
import { compileVcl, startVarnish, vclFile } from "./varnishCache";

jest.setTimeout(60_000);

const NEWS = "/api/news/All/DPSSWB";
/** Only this address may purge here; the test's other requests come from 127.0.0.1. */
const SERVICE_ADDRESS = "127.0.0.2";

let dir: string;
let port: number;
let service: Awaited<ReturnType<typeof startService>>;
let varnish: Daemon | undefined;
let desk: DeskClient;

beforeAll(async () => {
  dir = sharedTempDir("varnish");
  service = await startService({ dataDir: tempDir("varnish-data"), seedNewDatabase: false });
  await addAccount(service.dataDir, "office@school.example", "editor");
  desk = new DeskClient(service.base);
  expect((await desk.signIn("office@school.example")).status).toBe(204);
  port = await freePort();
  varnish = await startVarnish(dir, vclFile(dir, service.port, [SERVICE_ADDRESS]), port);
});

afterAll(async () => {
  await varnish?.stop();
  await service?.close();
  for (const folder of [dir, service?.dataDir]) if (folder) rmSync(folder, { recursive: true, force: true });
});

/** A news item published at the desk, straight at the instance: the cache in front is not told. */
async function publish(title: string) {
  const answer = await desk.request("/api/desk/news", {
    method: "POST",
    json: { title, fromDate: new Date().toISOString().slice(0, 10) },
  });
  expect(answer.status).toBe(201);
}

const read = (path = NEWS, headers: Record<string, string> = {}) =>
  send(port, path, { headers: { origin: ORIGIN, ...headers } });

test("varnishd -C compiles the shipped VCL", () => {
  const { code, output } = compileVcl(deployFile("varnish/content-service.vcl"));
  expect(output).toContain("VCL_");
  expect(code).toBe(0);
});

test("a public answer is kept for its s-maxage: the second read is a hit", async () => {
  const first = await read();
  expect(first.status).toBe(200);
  expect(first.headers["cache-control"]).toContain("s-maxage=30");
  expect(wasHit(first)).toBe(false);
  const second = await read();
  expect(wasHit(second)).toBe(true);
  expect(Number(second.headers.age)).toBeGreaterThanOrEqual(0);
  expect(second.body).toBe(first.body);
  expect(second.headers["x-url"]).toBeUndefined();
});

test("an answer that says nothing of caching is never kept (Varnish's default TTL does not apply)", async () => {
  const answers = [await read("/health"), await read("/health")];
  expect(answers[0].headers["cache-control"]).toBeUndefined();
  expect(answers.map(wasHit)).toEqual([false, false]);
});

test("answers are kept apart by what they vary on: another origin never gets this one's CORS answer", async () => {
  const listed = await read();
  expect(listed.headers.vary).toMatch(/origin/i);
  expect(listed.headers["access-control-allow-origin"]).toBe(ORIGIN);
  const foreign = await read(NEWS, { origin: "https://elsewhere.example" });
  expect(wasHit(foreign)).toBe(false);
  expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();
  expect(wasHit(await read(NEWS, { origin: "https://elsewhere.example" }))).toBe(true);
});

test("the desk, and any request with a cookie or credentials, passes every time", async () => {
  for (const [path, headers] of [
    ["/api/desk/session", {}],
    [NEWS, { cookie: "desk_session=abc" }],
    [NEWS, { authorization: "Bearer abc" }],
  ] as const) {
    const answers = [await read(path, headers), await read(path, headers)];
    expect(answers.map(wasHit)).toEqual([false, false]);
  }
});

test("PURGE and BAN from outside the ACL are refused and drop nothing", async () => {
  await read();
  const purge = await send(port, NEWS, { method: "PURGE" });
  expect(purge.status).toBe(403);
  const ban = await send(port, "/", { method: "BAN", headers: { "x-ban-path": "^/api/" } });
  expect(ban.status).toBe(403);
  expect(wasHit(await read())).toBe(true);
});

test("a PURGE from the service's address drops the answer: the next read shows what was published", async () => {
  await publish("Sports day moved to Friday");
  const stale = await read();
  expect(wasHit(stale)).toBe(true);
  expect(stale.body).not.toContain("Sports day moved to Friday");
  const purge = await send(port, NEWS, {
    method: "PURGE",
    localAddress: SERVICE_ADDRESS,
    headers: { host: "content.school.example" },
  });
  expect(purge.status).toBe(200);
  const fresh = await read();
  expect(wasHit(fresh)).toBe(false);
  expect(fresh.body).toContain("Sports day moved to Friday");
});

test("a BAN from the service's address drops every answer its X-Ban-Path names, queries included", async () => {
  await read(`${NEWS}?page=1`);
  await publish("Parent-teacher meeting on Saturday");
  expect(wasHit(await read())).toBe(true);
  const ban = await send(port, "/", {
    method: "BAN",
    localAddress: SERVICE_ADDRESS,
    headers: { "x-ban-path": "^(?:/api/news/All/DPSSWB)(?:\\?.*)?$" },
  });
  expect(ban.status).toBe(200);
  for (const path of [NEWS, `${NEWS}?page=1`]) {
    const fresh = await read(path);
    expect(wasHit(fresh)).toBe(false);
    expect(fresh.body).toContain("Parent-teacher meeting on Saturday");
  }
  const broken = await send(port, "/", {
    method: "BAN",
    localAddress: SERVICE_ADDRESS,
    headers: { "x-ban-path": "(" },
  });
  expect(broken.status).toBe(400);
});

test("a photo's copy is kept once in WebP for every browser that takes it and once as stored for the rest, never crossed", async () => {
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2a6" } })
    .jpeg()
    .toBuffer();
  const { id } = (await (await desk.upload(photo, "field.jpg")).json()) as { id: string };
  const copy = `/api/image/${id}?w=480`;
  const chromium = await read(copy, { accept: "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8" });
  expect([chromium.headers["content-type"], wasHit(chromium)]).toEqual(["image/webp", false]);
  const firefox = await read(copy, { accept: "image/avif,image/webp,*/*" });
  expect([firefox.headers["content-type"], wasHit(firefox)]).toEqual(["image/webp", true]);
  const older = await read(copy, { accept: "image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5" });
  expect([older.headers["content-type"], wasHit(older)]).toEqual(["image/jpeg", false]);
  const refusing = await read(copy, { accept: "image/webp;q=0, image/jpeg" });
  expect([refusing.headers["content-type"], wasHit(refusing)]).toEqual(["image/jpeg", true]);
});
