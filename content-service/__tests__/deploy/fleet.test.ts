/**
 * Issue 40's fleet: one PostgreSQL server, one bucket (s3rver), two instances of the service as
 * processes of their own, Varnish, and the shipped nginx site over TLS with a throw-away
 * certificate, as docs/operations.md sets them up. What a school would notice: files and forms cross
 * instances, reads never fail while an instance is killed or restarted, a publish shows at once,
 * the per-address limit holds across instances, and the proxy headers are believed from nginx only.
 * Each scenario's counts are printed and written to test-results/fleet.json.
 */
import { mkdirSync, rmSync, writeFileSync } from "fs";
import path from "path";
import sharp from "sharp";
import { addStaff } from "../../src/auth/staff";
import { openDb } from "../../src/db/open";
import { postgresBinaries } from "../../scripts/postgresCluster.mjs";
import { ownedDatabase, startTestCluster, type TestCluster } from "../postgres/cluster";
import { PASSWORD } from "../service/deskClient";
import { freePort } from "../../scripts/freePort.mjs";
import { CAREER, CONTACT, DOCX_ENTRIES, ORIGIN, tempDir, zipBytes } from "../service/helpers";
import { BUCKET, CREDENTIALS, S3Server } from "../service/s3Server";
import { sharedTempDir } from "./deployFiles";
import { FleetInstance } from "./fleetInstance";
import { deskSignIn } from "./deskSignIn";
import { connectHttp2 } from "./http2Client";
import { readLoad, untilSent } from "./loadGenerator";
import { NGINX, nginxConfig, startNginx, type SitePorts } from "./nginxSite";
import { requireProgram, type Daemon } from "./programs";
import { throwawayCertificate } from "./throwawayCertificate";
import { startVarnish, VARNISHD, vclFile } from "./varnishCache";

jest.setTimeout(120_000);

const NEWS = "/api/news/All/DPSSWB";
const HSTS = "max-age=31536000; includeSubDomains";
const ADMIN = "head@school.example";
const METRICS_TOKEN = "fleet-metrics-token";
const RESULTS = path.join(__dirname, "../../../test-results/fleet.json");

const s3 = new S3Server();
let cluster: TestCluster | undefined;
let dir: string;
let certificate: ReturnType<typeof throwawayCertificate>;
let varnish: Daemon | undefined;
let nginx: Daemon | undefined;
let a: FleetInstance;
let b: FleetInstance;
let site: string;
let cookie: string;
/** A photo uploaded in the first scenario, read under load later. */
let photoPath = "";
const summary: Record<string, string> = {};
/** Temporary folders this file made, removed at its end. */
const folders: string[] = [];
const folder = (prefix: string) => {
  folders.push(tempDir(prefix));
  return folders[folders.length - 1];
};

/** One line per scenario, printed and kept for test-results/fleet.json. */
function report(scenario: string, line: string) {
  summary[scenario] = line;
  console.log(`fleet: ${scenario}: ${line}`);
}

const json = () => ({ origin: site, "content-type": "application/json", cookie });
/** What nginx adds to every request it passes on; the first scenario talks to one instance itself. */
const asNginx = { "x-forwarded-proto": "https", "x-forwarded-for": "198.51.100.20" };

beforeAll(async () => {
  // Missing programs fail the file with what to install; .ci/run installs them.
  requireProgram(NGINX);
  requireProgram(VARNISHD);
  if (!postgresBinaries())
    throw new Error("PostgreSQL's server is missing: .ci/run installs it (apt-get install postgresql).");
  dir = sharedTempDir("fleet");
  certificate = throwawayCertificate(dir);
  cluster = await startTestCluster();
  const databaseUrl = await ownedDatabase(cluster, "fleet");
  const { db } = await openDb(folder("fleet-setup"), databaseUrl);
  await addStaff(db, { email: ADMIN, role: "admin", password: PASSWORD, school: "DPSSWB" });
  await db.destroy();
  await s3.start();
  const ports: SitePorts = {
    tls: await freePort(),
    http: await freePort(),
    internal: await freePort(),
    varnish: await freePort(),
    instances: [await freePort(), await freePort()],
  };
  site = `https://127.0.0.1:${ports.tls}`;
  varnish = await startVarnish(dir, vclFile(dir, ports.internal, ["127.0.0.1"]), ports.varnish);
  // As /etc/content-service/env would hold them (docs/operations.md), one data folder each.
  const env = (name: string) => ({
    DATA_DIR: folder(`fleet-${name}`),
    DATABASE_URL: databaseUrl,
    ALLOWED_ORIGINS: ORIGIN,
    TRUST_PROXY: "127.0.0.1",
    PUBLIC_SERVICE_URL: site,
    MEDIA_BUCKET: BUCKET,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    AWS_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    CDN_PURGE_URLS: `http://127.0.0.1:${ports.varnish}`,
    METRICS_TOKEN,
  });
  a = new FleetInstance("A", ports.instances[0], env("a"));
  b = new FleetInstance("B", ports.instances[1], env("b"));
  // One after the other: the first brings the database's schema up to date.
  await a.start();
  await b.start();
  nginx = await startNginx(dir, nginxConfig(dir, ports, certificate), ports);
  const browser = connectHttp2(site, certificate.pem);
  try {
    const signIn = await deskSignIn(browser, ADMIN, site);
    expect(signIn.status).toBe(204);
    cookie = String(signIn.headers["set-cookie"]).split(";")[0];
  } finally {
    await browser.close();
  }
}, 240_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all([a?.stop("SIGKILL"), b?.stop("SIGKILL")]);
  await varnish?.stop();
  await s3.stop();
  cluster?.stop();
  for (const made of [dir, s3.directory, ...folders]) if (made) rmSync(made, { recursive: true, force: true });
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(summary, null, 2)}\n`);
});

/** The titles of the news items at the desk that hold `words`: what an editor would see in the list. */
async function deskTitles(words: string): Promise<string[]> {
  const filter = encodeURIComponent(JSON.stringify({ q: words }));
  const list = await fetch(`${b.base}/api/desk/news?filter=${filter}&range=[0,499]`, {
    headers: { cookie, ...asNginx },
  });
  expect(list.status).toBe(200);
  return ((await list.json()) as { title: string }[]).map((item) => item.title);
}

/** How many news items at the desk carry `title`. */
const storedTimes = async (title: string) => (await deskTitles(title)).filter((item) => item === title).length;

/** An editor saving news through nginx until `until` resolves, a save every 150 ms or so and 200 at
 * most (the desk takes 300 changes per account in 10 minutes): the statuses, in order. */
async function saveLoad(until: Promise<unknown>, label: string) {
  let done = false;
  void until.then(() => (done = true));
  const browser = connectHttp2(site, certificate.pem);
  const statuses: number[] = [];
  try {
    for (let index = 0; !done && index < 200; index++) {
      const answer = await browser
        .request(
          { ":method": "POST", ":path": "/api/desk/news", ...json() },
          JSON.stringify({ title: `${label} ${index}`, fromDate: new Date().toISOString().slice(0, 10) }),
        )
        .catch(() => ({ status: 0 }));
      statuses.push(answer.status);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  } finally {
    await browser.close();
  }
  return statuses;
}

test("a photo uploaded through A is served through B; a résumé sent to B is read at the desk through A", async () => {
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#2a7f62" } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(photo)]), "sports-day.jpg");
  const upload = await fetch(`${a.base}/api/desk/media`, {
    method: "POST",
    headers: { cookie, origin: site, ...asNginx },
    body: form,
  });
  expect(upload.status).toBe(201);
  const { id } = (await upload.json()) as { id: string };
  photoPath = `/api/image/${id}`;
  const fromA = Buffer.from(await (await fetch(`${a.base}${photoPath}`)).arrayBuffer());
  const fromB = await fetch(`${b.base}${photoPath}`);
  expect(fromB.status).toBe(200);
  expect(Buffer.from(await fromB.arrayBuffer()).equals(fromA)).toBe(true);

  const resume = await zipBytes(DOCX_ENTRIES);
  const application = new FormData();
  for (const [key, value] of Object.entries(CAREER)) application.append(key, value);
  application.append("resume", new Blob([new Uint8Array(resume)]), "cv.docx");
  const sent = await fetch(`${b.base}/api/form/DPSSWB/dif`, {
    method: "POST",
    headers: { origin: ORIGIN, ...asNginx },
    body: application,
  });
  expect(sent.status).toBe(201);
  const { id: submission } = (await sent.json()) as { id: string };
  const read = await fetch(`${a.base}/api/desk/submissions/${submission}/resume`, { headers: { cookie, ...asNginx } });
  expect(read.status).toBe(200);
  expect(Buffer.from(await read.arrayBuffer()).equals(resume)).toBe(true);
  report(
    "files across instances",
    `photo uploaded at A, ${photo.length} B sent, served by B byte for byte; résumé sent to B read at A's desk`,
  );
});

/** Answers of `method` to a route under /api/form counted by an instance (its metrics). */
async function formAnswers(instance: FleetInstance, status: number): Promise<number> {
  const text = await (
    await fetch(`${instance.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const pattern = new RegExp(
    `^http_requests_total\\{method="POST",route="/api/form[^"]*",status_code="${status}"\\} (\\d+)$`,
    "gm",
  );
  return [...text.matchAll(pattern)].reduce((sum, match) => sum + Number(match[1]), 0);
}

test("five enquiries from one address through nginx to A and B together: the sixth is refused, another address is not", async () => {
  const before = [await formAnswers(a, 201), await formAnswers(b, 201)];
  // The visitor at 127.0.0.3 claims another address each time; nginx sets X-Forwarded-For itself.
  const visitor = connectHttp2(site, certificate.pem, "127.0.0.3");
  const other = connectHttp2(site, certificate.pem, "127.0.0.4");
  const post = (browser: typeof visitor, claimed: string) =>
    browser.request(
      {
        ":method": "POST",
        ":path": "/api/form/DPSSWB/dif",
        origin: ORIGIN,
        "content-type": "application/json",
        "x-forwarded-for": claimed,
      },
      JSON.stringify(CONTACT),
    );
  let taken: number[];
  try {
    const statuses = [];
    for (let index = 0; index < 6; index++) statuses.push((await post(visitor, `203.0.113.${index + 1}`)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    taken = [(await formAnswers(a, 201)) - before[0], (await formAnswers(b, 201)) - before[1]];
    // Another visitor is not held back by the first one's count.
    expect((await post(other, "203.0.113.1")).status).toBe(201);
  } finally {
    await Promise.all([visitor.close(), other.close()]);
  }
  // nginx balanced them: both instances stored some, and counted them together.
  expect(taken[0]).toBeGreaterThan(0);
  expect(taken[1]).toBeGreaterThan(0);
  report(
    "contact limit",
    `6 posts from 127.0.0.3 claiming 6 addresses: 201 ×5 (A stored ${taken[0]}, B ${taken[1]}), then 429; 127.0.0.4: 201`,
  );
});

test("HSTS, the desk's Origin check and TRUST_PROXY behind nginx over TLS", async () => {
  const browser = connectHttp2(site, certificate.pem, "127.0.0.2");
  try {
    const read = await browser.request({ ":path": NEWS });
    expect(read.status).toBe(200);
    expect(read.headers["strict-transport-security"]).toBe(HSTS);
    const signIn = (origin: string) => deskSignIn(browser, ADMIN, origin, "203.0.113.9");
    expect((await signIn("https://elsewhere.example")).status).toBe(403);
    const own = await signIn(site);
    expect(own.status).toBe(204);
    expect(own.headers["strict-transport-security"]).toBe(HSTS);
    expect(String(own.headers["set-cookie"])).toMatch(/desk_session=[^;]+;.*Secure/);
    const audit = await browser.request({ ":path": "/api/desk/audit", cookie });
    expect(audit.status).toBe(200);
    const signIns = (JSON.parse(audit.body) as { action: string; address: string }[]).filter(
      (entry) => entry.action === "sign-in",
    );
    // The visitor's own address, not nginx's 127.0.0.1 nor the one it claimed.
    expect(signIns.map((entry) => entry.address)).toContain("127.0.0.2");
    expect(signIns.map((entry) => entry.address)).not.toContain("203.0.113.9");
  } finally {
    await browser.close();
  }
  report(
    "proxy headers",
    "HSTS on every answer; foreign Origin 403, own 204 with a Secure cookie; sign-in logged from 127.0.0.2",
  );
});

test("a publish is visible through Varnish on the next request, not after s-maxage", async () => {
  const browser = connectHttp2(site, certificate.pem);
  try {
    // The list is kept by Varnish before the publish: a hit names two requests in X-Varnish.
    let kept = await browser.request({ ":path": NEWS });
    for (let tries = 0; String(kept.headers["x-varnish"]).split(" ").length !== 2 && tries < 20; tries++)
      kept = await browser.request({ ":path": NEWS });
    expect(String(kept.headers["x-varnish"]).split(" ")).toHaveLength(2);
    expect(String(kept.headers["cache-control"])).toMatch(/s-maxage=30/);
    const title = `Fleet notice ${Date.now()}`;
    const started = Date.now();
    const saved = await browser.request(
      { ":method": "POST", ":path": "/api/desk/news", ...json() },
      JSON.stringify({ title, fromDate: new Date().toISOString().slice(0, 10) }),
    );
    expect(saved.status).toBe(201);
    const answered = Date.now() - started;
    let reads = 0;
    let body = "";
    while (Date.now() - started < 10_000) {
      reads++;
      body = (await browser.request({ ":path": NEWS })).body;
      if (body.includes(title)) break;
    }
    expect(body).toContain(title);
    const visible = Date.now() - started;
    report(
      "publish to visible",
      `${visible} ms from the save (answered in ${answered} ms), on read ${reads} through Varnish (s-maxage 30 s)`,
    );
  } finally {
    await browser.close();
  }
});

test("SIGKILL to A under 10 s of reads: no read fails; a save in flight is stored once or answered with an error", async () => {
  const reads = [NEWS, "/health", "/ready", photoPath];
  const load = readLoad(site, certificate.pem, reads);
  await untilSent(load.count, 200);
  const browser = connectHttp2(site, certificate.pem);
  const titles = [1, 2, 3, 4].map((index) => `In flight ${index} ${Date.now()}`);
  let answers: PromiseSettledResult<{ status: number }>[];
  try {
    const saves = titles.map((title) =>
      browser.request(
        { ":method": "POST", ":path": "/api/desk/news", ...json() },
        JSON.stringify({ title, fromDate: new Date().toISOString().slice(0, 10) }),
      ),
    );
    expect(await a.stop("SIGKILL")).toBe("SIGKILL");
    answers = await Promise.allSettled(saves);
  } finally {
    await browser.close();
  }
  const count = await load.finished;
  // Back before anything is asserted, so that the next scenario starts with two instances.
  await a.start();
  const outcomes = [];
  for (const [index, answer] of answers.entries()) {
    const status = answer.status === "fulfilled" ? answer.value.status : 0;
    const times = await storedTimes(titles[index]);
    outcomes.push(`${status || "no answer"}, stored ${times === 1 ? "once" : `${times}×`}`);
    if (status === 201) expect(times).toBe(1);
    else expect(times).toBeLessThanOrEqual(1);
  }
  report(
    "SIGKILL A under load",
    `${count.sent} GETs sent, ${count.failed} failed (${count.reconnects} new connections after nginx's GOAWAY); saves in flight: ${outcomes.join("; ")}`,
  );
  expect(count.failures).toEqual([]);
});

/** Resolves once nginx sends `instance` visitors' reads again: its new process has answered a
 * GET /health, which only the load asks for (and only through nginx). Until then nginx still counts
 * the instance among the failed (max_fails within fail_timeout), and stopping the other one would
 * leave it none: 502 "no live upstreams" (docs/operations.md, section 11). */
async function untilTakenBack(instance: FleetInstance): Promise<number> {
  const since = Date.now();
  for (;;) {
    const text = await (
      await fetch(`${instance.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    if (/^http_requests_total\{method="GET",route="\/health",status_code="200"\} [1-9]/m.test(text))
      return Date.now() - since;
    if (Date.now() - since > 30_000) throw new Error(`nginx did not send ${instance.name} a read within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test("a rolling restart (SIGTERM to A, then B) under reads and saves: no request fails", async () => {
  const reads = [NEWS, "/health", "/ready", photoPath];
  const exits: (number | string)[] = [];
  /** Milliseconds from ready to nginx's first read of it. */
  const takenBack: number[] = [];
  let resolveRestart: () => void = () => {};
  const restarted = new Promise<void>((resolve) => (resolveRestart = resolve));
  const load = readLoad(site, certificate.pem, reads, { until: restarted });
  const label = `Rolling ${Date.now()}`;
  const saving = saveLoad(restarted, label);
  const started = Date.now();
  try {
    await untilSent(load.count, 200);
    for (const instance of [a, b]) {
      exits.push(await instance.stop("SIGTERM"));
      await instance.start();
      takenBack.push(await untilTakenBack(instance));
    }
  } finally {
    resolveRestart();
  }
  const count = await load.finished;
  const statuses = await saving;
  const saved = statuses.filter((status) => status === 201).length;
  const stored = (await deskTitles(label)).length;
  report(
    "rolling restart under load",
    `${count.sent} GETs sent over ${((Date.now() - started) / 1000).toFixed(1)} s, ${count.failed} failed (${count.reconnects} new connections); ${statuses.length} saves sent, ${statuses.length - saved} failed, ${stored} stored; SIGTERM exits ${exits.join(", ")}; back in nginx ${takenBack.join(", ")} ms after ready`,
  );
  expect(exits).toEqual([0, 0]);
  expect(count.failures).toEqual([]);
  expect(statuses.filter((status) => status !== 201)).toEqual([]);
  expect(stored).toBe(saved);
});
