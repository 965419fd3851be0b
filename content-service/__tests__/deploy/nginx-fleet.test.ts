/**
 * deploy/nginx/content-service.conf in front of two instances of the service, with Varnish between
 * them for reads, as docs/operations.md sets them up: real nginx and varnishd on loopback, a
 * throw-away certificate, a browser's HTTP/2 over TLS.
 */
import http from "http";
import { readFileSync, rmSync } from "fs";
import path from "path";
import { listAudit } from "../../src/desk/audit";
import { NO_PURGE } from "../../src/purge/purgeConfig";
import { addAccount } from "../service/deskClient";
import { freePort } from "../../scripts/freePort.mjs";
import { startService, tempDir, withDb } from "../service/helpers";
import { sharedTempDir } from "./deployFiles";
import { deskSignIn } from "./deskSignIn";
import { connectHttp2 } from "./http2Client";
import { debianConfig, nginxConfig, startNginx, testNginx, type SitePorts } from "./nginxSite";
import type { Daemon } from "./programs";
import { throwawayCertificate } from "./throwawayCertificate";
import { startVarnish, vclFile } from "./varnishCache";

jest.setTimeout(60_000);

const NEWS = "/api/news/All/DPSSWB";
const HSTS = "max-age=31536000; includeSubDomains";

let dir: string;
let dataDir: string;
let ports: SitePorts;
let config: string;
let certificate: ReturnType<typeof throwawayCertificate>;
let instances: Awaited<ReturnType<typeof startService>>[] = [];
let varnish: Daemon | undefined;
let nginx: Daemon | undefined;

const siteOrigin = () => `https://127.0.0.1:${ports.tls}`;

beforeAll(async () => {
  dir = sharedTempDir("nginx");
  dataDir = tempDir("fleet");
  certificate = throwawayCertificate(dir);
  const [tls, plain, internal, cache] = [await freePort(), await freePort(), await freePort(), await freePort()];
  // Two instances on one data folder, as two would share one database; each believes the proxy's
  // headers from 127.0.0.1 alone (TRUST_PROXY=127.0.0.1) and knows its public address is nginx's.
  // Each tells Varnish what a publish changed (CDN_PURGE_URLS), as the guide sets them up.
  const instance = () =>
    startService({
      dataDir,
      seedNewDatabase: false,
      trustProxy: ["127.0.0.1"],
      serviceUrl: `https://127.0.0.1:${tls}`,
      purge: { ...NO_PURGE, nodes: [`http://127.0.0.1:${cache}`] },
    });
  instances = [await instance(), await instance()];
  ports = { tls, http: plain, internal, varnish: cache, instances: [instances[0].port, instances[1].port] };
  varnish = await startVarnish(dir, vclFile(dir, internal, ["127.0.0.1"]), cache);
  config = nginxConfig(dir, ports, certificate);
  nginx = await startNginx(dir, config, ports);
});

afterAll(async () => {
  await nginx?.stop();
  await varnish?.stop();
  await Promise.all(instances.map((instance) => instance.close()));
  for (const folder of [dir, dataDir]) if (folder) rmSync(folder, { recursive: true, force: true });
});

test("nginx -t accepts the site file, alone and inside Debian's own nginx.conf", () => {
  for (const main of [config, debianConfig(dir)]) {
    const { code, output } = testNginx(dir, main);
    expect(output).toContain("test is successful");
    expect(output).not.toMatch(/\[warn\]|\[emerg\]/);
    expect(code).toBe(0);
  }
});

test("over HTTPS and HTTP/2 every answer carries HSTS, once, through Varnish or not", async () => {
  const browser = connectHttp2(siteOrigin(), certificate.pem);
  try {
    const read = await browser.request({ ":path": NEWS });
    expect(read.status).toBe(200);
    expect(read.headers["x-varnish"]).toBeDefined();
    expect(read.headers["strict-transport-security"]).toBe(HSTS);
    const desk = await browser.request({ ":path": "/api/desk/session" });
    expect(desk.status).toBe(401);
    expect(desk.headers["x-varnish"]).toBeUndefined();
    expect(desk.headers["strict-transport-security"]).toBe(HSTS);
  } finally {
    await browser.close();
  }
});

test("plain HTTP is sent to HTTPS", async () => {
  const answer = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get(`http://127.0.0.1:${ports.http}${NEWS}?page=2`, resolve).on("error", reject),
  );
  answer.resume();
  expect(answer.statusCode).toBe(301);
  expect(answer.headers.location).toBe(`https://127.0.0.1${NEWS}?page=2`);
  expect(answer.headers["strict-transport-security"]).toBeUndefined();
});

test("the desk refuses a foreign page's sign-in and takes its own page's, seeing the visitor's address and HTTPS", async () => {
  await addAccount(dataDir, "head@school.example", "admin");
  // The visitor comes from 127.0.0.2 and claims another address; nginx's own is 127.0.0.1.
  const browser = connectHttp2(siteOrigin(), certificate.pem, "127.0.0.2");
  const signIn = (origin: string) => deskSignIn(browser, "head@school.example", origin, "203.0.113.9");
  try {
    const foreign = await signIn("https://elsewhere.example");
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.body).error).toBe("The desk accepts changes only from its own pages.");
    const own = await signIn(siteOrigin());
    expect(own.status).toBe(204);
    // Secure: the service took the request for HTTPS, from X-Forwarded-Proto.
    expect(String(own.headers["set-cookie"])).toMatch(/desk_session=[^;]+;.*Secure/);
  } finally {
    await browser.close();
  }
  const signIns = await withDb(dataDir, (db) => listAudit(db));
  expect(signIns.find((entry) => entry.action === "sign-in")?.address).toBe("127.0.0.2");
});

test("a body over the site's limit is refused by nginx; the desk's uploads may be larger", async () => {
  const browser = connectHttp2(siteOrigin(), certificate.pem);
  const post = (path: string) =>
    browser.request(
      { ":method": "POST", ":path": path, origin: siteOrigin(), "content-type": "application/octet-stream" },
      Buffer.alloc(7 * 1024 * 1024),
    );
  try {
    const form = await post("/api/form/DPSSWB/dif");
    expect(form.status).toBe(413);
    expect(form.body).toContain("nginx");
    // Reaches the service, which refuses it for want of a session, not for its size.
    const upload = await post("/api/desk/media");
    expect(upload.status).toBe(401);
  } finally {
    await browser.close();
  }
});

test("a publish at the desk reaches visitors through Varnish at once, not after its s-maxage", async () => {
  await addAccount(dataDir, "office@school.example", "editor");
  const browser = connectHttp2(siteOrigin(), certificate.pem);
  const json = { origin: siteOrigin(), "content-type": "application/json" };
  try {
    const signIn = await deskSignIn(browser, "office@school.example", siteOrigin());
    const cookie = String(signIn.headers["set-cookie"]).split(";")[0];
    await browser.request({ ":path": NEWS });
    const kept = await browser.request({ ":path": NEWS });
    expect(String(kept.headers["x-varnish"]).split(" ")).toHaveLength(2);
    const title = "Annual day rehearsal moved to the hall";
    const published = await browser.request(
      { ":method": "POST", ":path": "/api/desk/news", cookie, ...json },
      JSON.stringify({ title, fromDate: new Date().toISOString().slice(0, 10) }),
    );
    expect(published.status).toBe(201);
    // The ban is sent once the write has committed, after the answer: wait for it, well inside the
    // 30 s Varnish would otherwise keep the list.
    const deadline = Date.now() + 10_000;
    let body = "";
    for (;;) {
      body = (await browser.request({ ":path": NEWS })).body;
      if (body.includes(title) || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(body).toContain(title);
  } finally {
    await browser.close();
  }
});

test("a visitor's PURGE or BAN never reaches Varnish, which takes them from loopback", async () => {
  const browser = connectHttp2(siteOrigin(), certificate.pem);
  const hits = async () => String((await browser.request({ ":path": NEWS })).headers["x-varnish"]).split(" ").length;
  try {
    await hits();
    expect(await hits()).toBe(2);
    for (const method of ["PURGE", "BAN"]) {
      const refused = await browser.request({ ":method": method, ":path": NEWS, "x-ban-path": ".*" });
      expect(refused.headers["x-varnish"]).toBeUndefined();
      // An instance's answer: it knows neither method (Node's parser refuses BAN outright).
      expect([400, 404]).toContain(refused.status);
    }
    expect(await hits()).toBe(2);
  } finally {
    await browser.close();
  }
});

test("with one instance stopped, reads and writes are answered by the other", async () => {
  await instances[1].close();
  const browser = connectHttp2(siteOrigin(), certificate.pem);
  try {
    // Sign-ins without a password: the service's own 400, from whichever instance took them.
    const writes = [];
    for (let index = 0; index < 4; index++)
      writes.push(
        await browser.request(
          { ":method": "POST", ":path": "/api/desk/session", origin: siteOrigin(), "content-type": "application/json" },
          "{}",
        ),
      );
    expect(writes.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
    // /health is never cached: each read goes to an instance.
    const reads = [];
    for (let index = 0; index < 4; index++) reads.push((await browser.request({ ":path": "/health" })).status);
    reads.push((await browser.request({ ":path": "/api/desk/session" })).status);
    expect(reads).toEqual([200, 200, 200, 200, 401]);
    // A POST went to the stopped instance first: never sent, since it refused the connection, and
    // so retried on the other (a POST an instance had received is never sent twice).
    expect(readFileSync(path.join(dir, "error.log"), "utf8")).toMatch(
      new RegExp(
        `connect\\(\\) failed \\(111: Connection refused\\) .*"POST /api/desk/session .*upstream: "http://127\\.0\\.0\\.1:${ports.instances[1]}/`,
      ),
    );
  } finally {
    await browser.close();
  }
});
