/** @jest-environment node */
import { sql } from "kysely";
import { DatabaseError } from "pg";
import { configFromEnv } from "../../src/config";
import { dbEventsOf, poolStatsOf } from "../../src/db/open";
import { seedPlan } from "../../src/seed/seedData";
import { addAccount, DeskClient, PASSWORD } from "./deskClient";
import { CAREER, CONTACT, pdfBytes, query, startService } from "./helpers";

type Service = Awaited<ReturnType<typeof startService>>;

const TOKEN = "metrics-token-of-the-tests-0123456789";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const get = (service: Service, path: string, headers: Record<string, string> = {}) =>
  fetch(`${service.base}${path}`, { headers });

describe("GET /metrics", () => {
  let service: Service;
  beforeAll(async () => {
    service = await startService({ metricsToken: TOKEN });
  }, 60_000);
  afterAll(() => service.close());

  const scrape = (authorization?: string) =>
    get(service, "/metrics", authorization ? { Authorization: authorization } : {});

  it("does not exist while METRICS_TOKEN is unset, nor in the API's description", async () => {
    const bare = await startService({ seedNewDatabase: false });
    try {
      expect((await get(bare, "/metrics", { Authorization: `Bearer ${TOKEN}` })).status).toBe(404);
      const doc = await (await get(bare, "/api/openapi.json")).json();
      expect(doc.paths["/metrics"]).toBeUndefined();
    } finally {
      await bare.close();
    }
  });

  it.each([
    ["no token", undefined],
    ["a wrong token", `Bearer ${TOKEN}x`],
    ["the token as a password", `Basic ${Buffer.from(`metrics:${TOKEN}`).toString("base64")}`],
  ])("answers 401 with a Bearer challenge to %s, showing no series", async (_label, authorization) => {
    const response = await scrape(authorization);
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe("Bearer");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).not.toContain("http_requests_total");
  });

  it("counts requests by route pattern and status, times them, and shows the process's memory and event loop", async () => {
    for (const path of ["/api/news/DPSSWB", "/api/news/NOSUCH", "/no/such/page/42"])
      await (await get(service, path)).text();
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).toContain('http_requests_total{method="GET",route="/api/news/:code",status_code="200"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="/api/news/:code",status_code="404"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="unmatched",status_code="404"} 1');
    expect(text).not.toMatch(/DPSSWB|NOSUCH|\/no\/such/);
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/news\/:code"\} \d/m,
    );
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/news/:code"} 2');
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it("answers a scraper however often it asks", async () => {
    const statuses = [];
    for (let i = 0; i < 30; i++) statuses.push((await scrape(`Bearer ${TOKEN}`)).status);
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it("follows the database: up or down, its change notifications and, with a pool, the pool", async () => {
    const events = dbEventsOf(service.app.db);
    const series = async () => (await scrape(`Bearer ${TOKEN}`)).text();
    expect(await series()).toMatch(/^db_up 1$/m);
    events.emit("unavailable", new Error("connection refused"));
    expect(await series()).toMatch(/^db_up 0$/m);
    events.emit("available");
    events.emit("notification");
    events.emit("notification");
    // A wait of 3 s, which no real wait for a connection here comes near.
    events.emit("connectWait", 3);
    const text = await series();
    expect(text).toMatch(/^db_up 1$/m);
    expect(text).toMatch(/^db_notifications_total 2$/m);
    const pool = poolStatsOf(service.app.db);
    if (pool) {
      expect(text).toMatch(new RegExp(`^db_pool_max_connections ${pool.max}$`, "m"));
      expect(text).toMatch(/^db_pool_connections \d+$/m);
      expect(text).toMatch(/^db_pool_idle_connections \d+$/m);
      expect(text).toMatch(/^db_pool_waiting_requests \d+$/m);
      const bucket = (le: string) =>
        Number(new RegExp(`^db_pool_wait_seconds_bucket\\{le="${le}"\\} (\\d+)$`, "m").exec(text)?.[1]);
      expect(bucket("5") - bucket("1")).toBe(1);
    } else {
      expect(text).not.toMatch(/^db_pool_/m);
    }
  });

  it("is described in the API's documents as needing its bearer token", async () => {
    const doc = await (await get(service, "/api/openapi.json")).json();
    expect(doc.paths["/metrics"].get.security).toEqual([{ metricsToken: [] }]);
    expect(doc.components.securitySchemes.metricsToken).toEqual({ type: "http", scheme: "bearer" });
  });
});

describe("METRICS_TOKEN", () => {
  it("is off when unset, and refused at start when short enough to guess, without repeating it", () => {
    expect(configFromEnv({}).metricsToken).toBeNull();
    expect(configFromEnv({ METRICS_TOKEN: ` ${TOKEN} ` }).metricsToken).toBe(TOKEN);
    expect(() => configFromEnv({ METRICS_TOKEN: "abc123" })).toThrow(/METRICS_TOKEN is shorter than 16/);
    expect(() => configFromEnv({ METRICS_TOKEN: "abc123" })).not.toThrow(/abc123/);
  });
});

describe("request ids", () => {
  let service: Service;
  beforeAll(async () => {
    service = await startService({ seedNewDatabase: false });
  }, 60_000);
  afterAll(() => service.close());

  const idOf = (response: Response) => response.headers.get("x-request-id") ?? "";

  it("are the proxy's X-Request-Id when it is sane", async () => {
    expect(idOf(await get(service, "/health", { "X-Request-Id": "edge-42.a:b_c" }))).toBe("edge-42.a:b_c");
    const proxy = "0123456789abcdef0123456789abcdef";
    expect(idOf(await get(service, "/health", { "X-Request-Id": proxy }))).toBe(proxy);
  });

  it.each([
    ["none", undefined],
    ["an address", "asha@example.com"],
    ["spaces", "Asha Roy"],
    ["markup", "<script>"],
    ["too long", "a".repeat(129)],
    ["empty", ""],
  ])("are made new when the request sends %s", async (_label, sent) => {
    const id = idOf(await get(service, "/health", sent === undefined ? {} : { "X-Request-Id": sent }));
    expect(id).toMatch(UUID);
  });

  it("are made new for each request", async () => {
    expect(idOf(await get(service, "/health"))).not.toBe(idOf(await get(service, "/health")));
  });

  it("name refusals, errors and unknown addresses too", async () => {
    const headers = { "X-Request-Id": "edge-7" };
    const answers = [
      await get(service, "/no/such/page", headers),
      await fetch(`${service.base}/api/tc/DPSSWB`, {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json" },
        body: '{"name":',
      }),
      await fetch(`${service.base}/api/form/DPSSWB/dif`, {
        method: "POST",
        headers: { ...headers, Origin: "https://elsewhere.example", "Content-Type": "application/json" },
        body: JSON.stringify(CONTACT),
      }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([404, 400, 403]);
    for (const answer of answers) expect(idOf(answer)).toBe("edge-7");
  });
});

describe("the log", () => {
  const STAFF_EMAIL = "meena.admin@dps.example";
  const WRONG_PASSWORD = "Tr0ub4dor&3 but wrong";
  const OAUTH_CODE = "githubcode7f3a9e";
  const OAUTH_STATE = "oauthstate51c2d8";
  const CERTIFICATE = { name: "Rahul Sharma", admission: "DPS/2015/0412" };
  const lines: string[] = [];
  /** Every request sent, with the id and status its answer carried. */
  const sent: { label: string; id: string; status: number; method: string; path: string }[] = [];
  /** Secrets the answers handed out: the session and device cookies, the certificate's token. */
  const secrets: string[] = [];
  let service: Service;

  async function send(label: string, path: string, init: RequestInit = {}, client?: DeskClient) {
    const response = client ? await client.request(path, init) : await fetch(`${service.base}${path}`, init);
    const text = await response.text();
    sent.push({
      label,
      id: response.headers.get("x-request-id") ?? "",
      status: response.status,
      method: init.method ?? "GET",
      path: path.split("?")[0],
    });
    return { headers: response.headers, text };
  }
  const postJson = (body: string): RequestInit => ({
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
  });
  const statusOf = (label: string) => sent.find((request) => request.label === label)?.status;
  const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const requestLines = () => parsed().filter((line) => line.msg === "request");

  beforeAll(async () => {
    service = await startService({
      logLevel: "info",
      logStream: { write: (line) => void lines.push(line) },
      limits: { contact: 100, career: 100, certificateLookups: 100 },
    });
    await addAccount(service.dataDir, STAFF_EMAIL, "admin");
    // The same enquiry twice is refused by the database: a real write failing with its row.
    await query(service.dataDir, sql`CREATE UNIQUE INDEX observability_once ON submissions (body)`);

    await send("contact", "/api/form/DPSSWB/dif", postJson(JSON.stringify(CONTACT)));
    const career = new FormData();
    for (const [key, value] of Object.entries(CAREER)) career.append(key, value);
    career.append("resume", new Blob([new Uint8Array(await pdfBytes())]), `${CAREER.name} CV.pdf`);
    await send("career", "/api/form/DPSSWB/dif", { method: "POST", body: career });
    const lookup = await send("lookup", "/api/tc/DPSSWB", postJson(JSON.stringify(CERTIFICATE)));
    const certificate = JSON.parse(lookup.text).data as string;
    secrets.push(/^tc\/(.+)\.jpg$/.exec(certificate)?.[1] ?? "no token");
    await send("certificate", `/api/image?url=${encodeURIComponent(certificate)}`);
    await send("birthdays", "/api/birthdays/DPSSWB");

    const desk = new DeskClient(service.base);
    await send(
      "wrong password",
      "/api/desk/session",
      postJson(JSON.stringify({ email: STAFF_EMAIL, password: WRONG_PASSWORD })),
      desk,
    );
    const signIn = await send(
      "sign-in",
      "/api/desk/session",
      postJson(JSON.stringify({ email: STAFF_EMAIL, password: PASSWORD })),
      desk,
    );
    for (const cookie of signIn.headers.getSetCookie()) secrets.push(/^[^=]+=([^;]+)/.exec(cookie)?.[1] ?? "");
    desk.cookie = signIn.headers.getSetCookie()[0].split(";")[0];
    const search = encodeURIComponent(JSON.stringify({ q: CONTACT.name }));
    await send("search", `/api/desk/submissions?filter=${search}`, {}, desk);

    await send("failing write", "/api/form/DPSSWB/dif", postJson(JSON.stringify(CONTACT)));
    await send("broken body", "/api/tc/DPSSWB", postJson(`{"name":"${CERTIFICATE.name}","admission":`));
    await send(
      "unknown address",
      `/people?name=${encodeURIComponent(CAREER.name)}&email=${encodeURIComponent(CAREER.email)}`,
    );
    await send("editor sign-in", `/api/cms/callback?code=${OAUTH_CODE}&state=${OAUTH_STATE}`);
    await send("named request id", "/health", { headers: { "X-Request-Id": `${CONTACT.name} <${CONTACT.email}>` } });

    // Each line is written once its answer has gone: wait for the last.
    const last = sent[sent.length - 1].id;
    while (!lines.some((line) => line.includes(last))) await new Promise((resolve) => setImmediate(resolve));
  }, 60_000);
  afterAll(() => service.close());

  it("saw the traffic it meant to send", () => {
    expect(statusOf("contact")).toBe(201);
    expect(statusOf("career")).toBe(201);
    expect(statusOf("lookup")).toBe(200);
    expect(statusOf("certificate")).toBe(200);
    expect(statusOf("wrong password")).toBe(401);
    expect(statusOf("sign-in")).toBe(204);
    expect(statusOf("search")).toBe(200);
    expect(statusOf("failing write")).toBe(500);
    expect(statusOf("broken body")).toBe(400);
    expect(statusOf("unknown address")).toBe(404);
  });

  it("writes one JSON line per request, named by the id its answer carried, with its path and route but no query", () => {
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    for (const request of sent) {
      const own = requestLines().filter((line) => line.reqId === request.id);
      expect({ label: request.label, lines: own.length }).toEqual({ label: request.label, lines: 1 });
      expect(own[0]).toMatchObject({ level: 30, method: request.method, path: request.path, status: request.status });
      expect(typeof own[0].ms).toBe("number");
    }
    expect(requestLines()).toHaveLength(sent.length);
    const search = requestLines().find((line) => line.reqId === sent.find((r) => r.label === "search")?.id);
    expect(search).toMatchObject({ route: "/api/desk/submissions", bytes: expect.any(Number) });
    const unknown = requestLines().find((line) => line.reqId === sent.find((r) => r.label === "unknown address")?.id);
    expect(unknown?.route).toBe("unmatched");
    // Nothing else is written per request but the failure's own error line.
    const perRequest = parsed().filter((line) => line.reqId !== undefined);
    expect(perRequest.filter((line) => line.msg !== "request").map((line) => line.msg)).toEqual([
      "the request failed: answered 500",
    ]);
  });

  it("keeps no personal value sent or stored, no password, cookie or token", () => {
    const { tc, entities } = seedPlan(new Date());
    const birthdays = entities.filter((entity) => entity.kind === "birthday").map((entity) => String(entity.body.name));
    expect(birthdays.length).toBeGreaterThan(0);
    const personal = [
      CONTACT.name,
      CONTACT.email,
      CONTACT.phone,
      CAREER.name,
      CAREER.email,
      CAREER.dob,
      ...tc.flatMap((record) => [record.name, record.admission]),
      ...birthdays,
      STAFF_EMAIL,
      PASSWORD,
      WRONG_PASSWORD,
      OAUTH_CODE,
      OAUTH_STATE,
      ...secrets,
    ];
    expect(secrets.length).toBeGreaterThanOrEqual(2);
    expect(secrets.every((secret) => secret.length >= 16)).toBe(true);
    const log = lines.join("");
    for (const value of personal)
      for (const form of new Set([
        value,
        encodeURIComponent(value),
        value.replaceAll(" ", "+"),
        value.toLowerCase().replaceAll(" ", "-"),
      ]))
        expect({ value: form, logged: log.includes(form) }).toEqual({ value: form, logged: false });
  });

  it("names a failed request's error by its type, code and place, without the row it refused", () => {
    const failed = sent.find((request) => request.label === "failing write")?.id;
    const error = parsed().find((line) => line.reqId === failed && line.msg !== "request");
    expect(error).toMatchObject({ level: 50, err: { type: expect.any(String), code: expect.any(String) } });
    expect(Object.keys(error?.err as object).sort()).toEqual(["code", "message", "stack", "type"]);
    expect((error?.err as { stack: string }).stack).toMatch(/\n\s+at /);
  });

  it("keeps of a PostgreSQL error its type, message up to the value, code and stack only", () => {
    const error = new DatabaseError(`invalid input syntax for type uuid: "${CONTACT.name}"`, 0, "error");
    Object.assign(error, {
      severity: "ERROR",
      code: "22P02",
      detail: `Key (email)=(${CONTACT.email}) already exists.`,
      where: `parameter $1 = '${CONTACT.phone}'`,
      parameters: [CONTACT.name, CONTACT.email],
      cause: new Error(CONTACT.email),
    });
    const from = lines.length;
    service.app.log.error({ err: error }, "a query failed");
    const line = lines.slice(from).join("");
    expect(JSON.parse(line).err).toEqual({
      type: "DatabaseError",
      message: "invalid input syntax for type uuid",
      code: "22P02",
      stack: expect.stringMatching(/^DatabaseError: invalid input syntax for type uuid\n\s+at /),
    });
    for (const value of [CONTACT.name, CONTACT.email, CONTACT.phone]) expect(line).not.toContain(value);
  });
});
