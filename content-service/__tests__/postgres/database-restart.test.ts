/** @jest-environment node */
/**
 * The service survives its database: PostgreSQL is stopped and started again under a running
 * service (as `npm run service` runs it) with reads and writes in flight, and its connections are
 * cut from the server's side as a failover or a proxy does.
 */
import { CONTACT, ORIGIN, tempDir } from "../service/helpers";
import { startServiceProcess, stopServiceProcess, type ServiceProcess } from "../service/serviceProcess";
import { ownedDatabase, startTestCluster, type TestCluster } from "./cluster";

let cluster: TestCluster;
let service: ServiceProcess;

beforeAll(async () => {
  cluster = await startTestCluster();
  const databaseUrl = await ownedDatabase(cluster, "restart");
  service = await startServiceProcess({
    DATA_DIR: tempDir("restart"),
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_CONTACT: "100000",
  });
}, 120_000);

afterAll(async () => {
  await stopServiceProcess(service);
  cluster?.stop();
});

interface Answer {
  kind: "read" | "write" | "ready";
  status: number;
  retryAfter: string | null;
  error: string | null;
  ms: number;
  /** The enquiry's id, when a write was acknowledged (201). */
  id?: string;
}

/** A request that may not answer at all: a status of 0 means no answer came within 30 s. */
async function ask(kind: Answer["kind"], n: number): Promise<Answer> {
  const started = Date.now();
  const init: RequestInit =
    kind === "write"
      ? {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: ORIGIN },
          body: JSON.stringify({ ...CONTACT, message: `Enquiry number ${n}` }),
        }
      : {};
  const path = { read: "/api/news/All/DPSSWB", write: "/api/form/DPSSWB/dif", ready: "/ready" }[kind];
  try {
    const response = await fetch(`${service.base}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
    const body = (await response.json()) as { id?: string; error?: string };
    return {
      kind,
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      error: body.error ?? null,
      ms: Date.now() - started,
      ...(response.status === 201 ? { id: body.id } : {}),
    };
  } catch {
    return { kind, status: 0, retryAfter: null, error: null, ms: Date.now() - started };
  }
}

/** Reads, writes and readiness checks, three at a time, until stopped; every answer is kept. */
function traffic() {
  const answers: Answer[] = [];
  let running = true;
  let n = 0;
  const worker = async (kind: Answer["kind"]) => {
    while (running) answers.push(await ask(kind, n++));
  };
  const workers = Promise.all([worker("read"), worker("write"), worker("ready")]);
  return {
    answers,
    /** Resolves once an answer after `from` (an index into answers) meets `test`. */
    async until(test: (answer: Answer) => boolean, from = 0): Promise<number> {
      for (;;) {
        const index = answers.findIndex((answer, i) => i >= from && test(answer));
        if (index >= 0) return index;
        if (service.child.exitCode !== null) throw new Error(`The service exited:\n${service.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      running = false;
      await workers;
    },
  };
}

it("answers 503 with Retry-After while PostgreSQL is away, 200 within 10 s of its return, and loses no acknowledged write", async () => {
  const load = traffic();
  await load.until((a) => a.kind === "write" && a.status === 201);
  await load.until((a) => a.kind === "read" && a.status === 200);

  const stopping = load.answers.length;
  await cluster.stopServer();
  const down = load.answers.length;
  for (const kind of ["read", "write", "ready"] as const)
    await load.until((a) => a.kind === kind && a.status === 503, down);
  const whileAway = load.answers.slice(down);

  await cluster.startServer();
  const back = Date.now();
  const started = load.answers.length;
  const readAgain = load.answers[await load.until((a) => a.kind === "read" && a.status === 200, started)];
  const writtenAgain = load.answers[await load.until((a) => a.kind === "write" && a.status === 201, started)];
  const readyAgain = load.answers[await load.until((a) => a.kind === "ready" && a.status === 200, started)];
  const recovered = Date.now() - back;
  await load.stop();

  expect(service.child.exitCode).toBeNull();
  expect(recovered).toBeLessThan(10_000);
  expect([readAgain.status, writtenAgain.status, readyAgain.status]).toEqual([200, 201, 200]);
  // While it was away: a clear answer to every request, never a crash, a hang or a 500.
  expect(whileAway.filter((a) => a.status === 503).length).toBeGreaterThanOrEqual(3);
  for (const answer of load.answers.slice(stopping)) {
    expect([200, 201, 503]).toContain(answer.status);
    expect(answer.ms).toBeLessThan(20_000);
    if (answer.status === 503) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      if (answer.kind !== "ready") expect(answer.error).toMatch(/cannot reach its database.*try again/);
    }
  }

  // Every enquiry answered 201, before, during or after, is stored.
  const acknowledged = load.answers.filter((a) => a.id).map((a) => a.id!);
  const stored = await cluster.admin<{ id: string }>(["SELECT id FROM submissions"], "restart");
  expect(acknowledged.length).toBeGreaterThan(1);
  const storedIds = new Set(stored.map((row) => row.id));
  expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
}, 120_000);

it("goes on answering when the server ends its connections, as a failover or a proxy's idle timeout does", async () => {
  const load = traffic();
  await load.until((a) => a.kind === "write" && a.status === 201);
  const [{ ended }] = await cluster.admin<{ ended: number }>([
    `SELECT count(pg_terminate_backend(pid))::int AS ended FROM pg_stat_activity
     WHERE datname = 'restart' AND application_name LIKE 'school-content-service%'`,
  ]);
  const cut = load.answers.length;
  await load.until((a) => a.kind === "write" && a.status === 201, cut);
  await load.until((a) => a.kind === "read" && a.status === 200, cut);
  await load.stop();
  expect(ended).toBeGreaterThan(0);
  expect(service.child.exitCode).toBeNull();
  for (const answer of load.answers) expect([200, 201, 503]).toContain(answer.status);
}, 60_000);
