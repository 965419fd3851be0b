/** @jest-environment node */
/**
 * Two instances of the service on one database, as behind a load balancer: what is published at
 * one shows at the other within a second (PostgreSQL's LISTEN/NOTIFY), while a public read asks the
 * database nothing when nothing changed; a change made while an instance's listening connection was
 * cut still shows once it is back.
 */
import { addStaff } from "../../src/auth/staff";
import { openDb } from "../../src/db/open";
import { HEARTBEAT_MS } from "../../src/db/changeFeed";
import { DeskClient } from "../service/deskClient";
import { tempDir } from "../service/helpers";
import { startServiceProcess, stopServiceProcess, type ServiceProcess } from "../service/serviceProcess";
import { ownedDatabase, startTestCluster, type TestCluster } from "./cluster";

const PASSWORD = "correct horse battery staple";
const METRICS_TOKEN = "a-metrics-token-for-the-tests";

let cluster: TestCluster;
let first: ServiceProcess;
let second: ServiceProcess;

beforeAll(async () => {
  cluster = await startTestCluster();
  const databaseUrl = await ownedDatabase(cluster, "shared");
  const { db } = await openDb(tempDir("shared-setup"), databaseUrl);
  await addStaff(db, { email: "editor@school.example", role: "editor", password: PASSWORD, school: "DPSSWB" });
  await db.destroy();
  const start = (name: string) =>
    startServiceProcess({ DATA_DIR: tempDir(name), DATABASE_URL: databaseUrl, SEED: "0", METRICS_TOKEN });
  [first, second] = await Promise.all([start("first"), start("second")]);
}, 120_000);

afterAll(async () => {
  await Promise.all([stopServiceProcess(first), stopServiceProcess(second)]);
  cluster?.stop();
});

const newsTitles = async (service: ServiceProcess) =>
  ((await (await fetch(`${service.base}/api/news/All/DPSSWB`)).json()) as { title: string }[]).map((n) => n.title);

const metricsOf = async (service: ServiceProcess) =>
  (await fetch(`${service.base}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();

/** How many times the service has taken a connection for a query (the metrics' pool waits). */
const queriesOf = async (service: ServiceProcess) =>
  Number(/^db_pool_wait_seconds_count (\d+)/m.exec(await metricsOf(service))?.[1]);

/** Resolves once the service hears the database's change notifications (its listening connection
 * is made a moment after it starts listening for requests). */
async function untilListening(service: ServiceProcess): Promise<void> {
  while (!/^db_change_feed_listening 1$/m.test(await metricsOf(service))) continue;
}

/** Resolves once `service`'s news list holds `title`, with the milliseconds that took. */
async function untilListed(service: ServiceProcess, title: string, since = Date.now()): Promise<number> {
  while (!(await newsTitles(service)).includes(title)) continue;
  return Date.now() - since;
}

async function publish(service: ServiceProcess, title: string) {
  const desk = new DeskClient(service.base);
  expect((await desk.signIn("editor@school.example", PASSWORD)).status).toBe(204);
  const response = await desk.request("/api/desk/news", {
    method: "POST",
    json: { title, description: "From the other instance.", fromDate: "2026-11-21", attachments: [] },
  });
  expect(response.status).toBe(201);
}

it("answers public reads from memory, asking the database nothing, while nothing changes", async () => {
  await untilListening(second);
  await newsTitles(second);
  const before = await queriesOf(second);
  for (let i = 0; i < 100; i++) await newsTitles(second);
  expect(await queriesOf(second)).toBe(before);
});

it("shows at one instance, within a second, what was published at the other", async () => {
  expect(await newsTitles(second)).not.toContain("Published at the first instance");
  await publish(first, "Published at the first instance");
  expect(await untilListed(second, "Published at the first instance")).toBeLessThan(1_000);
});

it("after its listening connection is cut, sees what changed meanwhile", async () => {
  await newsTitles(second);
  const [{ ended }] = await cluster.admin<{ ended: number }>([
    `SELECT count(pg_terminate_backend(pid))::int AS ended FROM pg_stat_activity
     WHERE datname = 'shared' AND application_name = 'school-content-service-listener'`,
  ]);
  expect(ended).toBe(2);
  await publish(first, "Published while nobody listened");
  // While it listens for nothing, each read asks the database; once back, it reads the counter again.
  expect(await untilListed(second, "Published while nobody listened")).toBeLessThan(HEARTBEAT_MS + 1_000);
}, 30_000);
