/** @jest-environment node */
import { indiaNow } from "@school/contract/alerts";
import { sql } from "kysely";
import { noticeTopic } from "../../src/push/noticePush";
import { signedIn, type DeskClient } from "./deskClient";
import { query, startService } from "./helpers";
import { Browser, startPushService, vapidClaims, type Answer } from "./pushService";

type Service = Awaited<ReturnType<typeof startService>>;
type PushService = Awaited<ReturnType<typeof startPushService>>;

const SUBJECT = "mailto:office@school.example";
/** A quick pace for the tests: a round every 100 ms, two pushes at once. */
const PACE = { everyMs: 100, concurrency: 2, leaseMs: 5_000 };

const inMinutes = (minutes: number) => indiaNow(new Date(Date.now() + minutes * 60_000));
const notice = (title: string, level: string, untilMinutes = 120) => ({
  title,
  message: `${title}: what parents should know.`,
  level,
  startsAt: inMinutes(-1),
  endsAt: inMinutes(untilMinutes),
  link: "/news",
});

/** Waits, without a fixed sleep, until `check` holds; fails with what it last saw. */
async function until<T>(check: () => T | Promise<T>, holds: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (holds(value)) return value;
    if (Date.now() - started > timeoutMs)
      throw new Error(`Still not so after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function startWithPush(push: PushService, dataDir?: string) {
  return startService({
    ...(dataDir ? { dataDir } : {}),
    push: { keys: null, subject: SUBJECT, endpointOrigins: [push.origin], writesPerHour: 1000 },
    pushSender: PACE,
  });
}

async function subscribe(service: Service, browser: Browser, levels?: string[]) {
  const answer = await fetch(`${service.base}/api/push/DPSSWB/subscriptions`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(browser.subscription(levels)),
  });
  expect(answer.status).toBe(201);
}

const publish = async (editor: DeskClient, body: object) => {
  const saved = await editor.request("/api/desk/alerts", { method: "POST", json: body });
  expect(saved.status).toBe(201);
  return (await saved.json()) as { id: string; version: number };
};

describe("urgent notices pushed to phones", () => {
  let push: PushService;
  let service: Service;
  let editor: DeskClient;
  const answers = new Map<string, Answer>();

  beforeAll(async () => {
    push = await startPushService((path) => answers.get(path) ?? { status: 201 });
    service = await startWithPush(push);
    editor = await signedIn(service, "office@school.example", "editor");
  }, 60_000);
  afterAll(async () => {
    await service?.close();
    await push?.close();
  });

  it("sends a closure once to each phone that chose closures, encrypted for it and signed with the service's key, to be kept until the notice ends", async () => {
    const parent = new Browser(`${push.origin}/push/parent`);
    const other = new Browser(`${push.origin}/push/information-only`);
    await subscribe(service, parent);
    await subscribe(service, other, ["information"]);
    const saved = await publish(editor, notice("School closed tomorrow", "closure", 120));

    const [delivered] = await until(
      () => push.to("/push/parent"),
      (pushes) => pushes.length === 1,
    );
    expect(parent.read(delivered)).toEqual({
      title: "School closed: School closed tomorrow",
      body: "School closed tomorrow: what parents should know.",
      level: "closure",
      url: "/news",
      tag: `notice-${saved.id}`,
    });
    // Another browser's keys cannot read it.
    expect(() => other.read(delivered)).toThrow();
    expect(delivered.headers.urgency).toBe("high");
    expect(delivered.headers.topic).toBe(noticeTopic(saved.id));
    expect(delivered.headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(delivered.headers["content-encoding"]).toBe("aes128gcm");
    // Until the notice ends, two hours from now (its minute, less the time taken).
    expect(Number(delivered.headers.ttl)).toBeGreaterThan(118 * 60);
    expect(Number(delivered.headers.ttl)).toBeLessThanOrEqual(120 * 60);

    const { publicKey } = (await (await fetch(`${service.base}/api/push/DPSSWB/key`)).json()) as { publicKey: string };
    const claims = vapidClaims(delivered, publicKey);
    expect(claims.aud).toBe(push.origin);
    expect(claims.sub).toBe(SUBJECT);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());

    // Nothing more goes out in the rounds that follow, and nothing to the phone that chose information only.
    await until(
      () => query<{ state: string }>(service.dataDir, sql`SELECT state FROM push_sends WHERE alert_id = ${saved.id}`),
      (rows) => rows.length > 0 && rows.every((row) => row.state === "sent"),
    );
    const rounds = await query<{ n: number }>(service.dataDir, sql`SELECT COUNT(*) AS n FROM push_notices`);
    await until(
      () => query<{ n: number }>(service.dataDir, sql`SELECT COUNT(*) AS n FROM push_notices`),
      (rows) => Number(rows[0].n) === Number(rounds[0].n),
    );
    expect(push.to("/push/parent")).toHaveLength(1);
    expect(push.to("/push/information-only")).toHaveLength(0);
  });

  it("sends an edited notice again only when its title, message or level changed, under the same Topic", async () => {
    const parent = new Browser(`${push.origin}/push/edits`);
    await subscribe(service, parent);
    const body = notice("Buses late", "emergency");
    const saved = await publish(editor, body);
    await until(
      () => push.to("/push/edits"),
      (pushes) => pushes.length === 1,
    );

    const longer = await editor.request(`/api/desk/alerts/${saved.id}`, {
      method: "PUT",
      json: { ...body, endsAt: inMinutes(240) },
      headers: { "If-Match": `"${saved.version}"` },
    });
    expect(longer.status).toBe(200);
    const corrected = await editor.request(`/api/desk/alerts/${saved.id}`, {
      method: "PUT",
      json: { ...body, endsAt: inMinutes(240), title: "Buses an hour late" },
      headers: { "If-Match": String(longer.headers.get("etag")) },
    });
    expect(corrected.status).toBe(200);
    const pushes = await until(
      () => push.to("/push/edits"),
      (all) => all.length === 2,
    );
    expect((parent.read(pushes[1]) as { title: string }).title).toBe("Emergency: Buses an hour late");
    expect(pushes[1].headers.topic).toBe(pushes[0].headers.topic);
    // The notice's new end is the second push's time to live.
    expect(Number(pushes[1].headers.ttl)).toBeGreaterThan(238 * 60);
  });

  it("forgets a phone whose push service answers 410 Gone, and sends it nothing more", async () => {
    const gone = new Browser(`${push.origin}/push/gone`);
    answers.set("/push/gone", { status: 410 });
    await subscribe(service, gone);
    const saved = await publish(editor, notice("Water supply cut", "emergency"));
    const endpoints = () =>
      query<{ endpoint: string }>(
        service.dataDir,
        sql`SELECT endpoint FROM push_subscriptions WHERE endpoint = ${gone.endpoint}`,
      );
    await until(endpoints, (rows) => rows.length === 0);
    const [row] = await query<{ state: string }>(
      service.dataDir,
      sql`SELECT s.state FROM push_sends s WHERE s.alert_id = ${saved.id} AND s.state = 'gone'`,
    );
    expect(row.state).toBe("gone");
  });

  it("tries a push service that fails again later, and sends once it answers", async () => {
    const flaky = new Browser(`${push.origin}/push/flaky`);
    await subscribe(service, flaky);
    answers.set("/push/flaky", { status: 503 });
    const saved = await publish(editor, notice("Exams postponed", "closure"));
    const attempts = () =>
      query<{ attempts: number; state: string }>(
        service.dataDir,
        sql`SELECT attempts, state FROM push_sends WHERE alert_id = ${saved.id} AND subscription_id = (SELECT id FROM push_subscriptions WHERE endpoint = ${flaky.endpoint})`,
      );
    await until(attempts, (rows) => rows[0]?.attempts === 1 && rows[0].state === "pending");
    answers.delete("/push/flaky");
    // The next attempt waits its backoff; the test brings it forward rather than wait 15 s.
    await query(
      service.dataDir,
      sql`UPDATE push_sends SET next_at = 0 WHERE alert_id = ${saved.id} AND state = 'pending'`,
    );
    await until(
      () => push.to("/push/flaky"),
      (pushes) => pushes.length === 1,
    );
  });

  it("sends a scheduled notice when it comes into force, not before", async () => {
    const parent = new Browser(`${push.origin}/push/scheduled`);
    await subscribe(service, parent);
    const saved = await publish(editor, { ...notice("Sports day moved", "closure"), startsAt: inMinutes(60) });
    // A notice in force published after it is sent in a round that saw the scheduled one too.
    await publish(editor, notice("Uniform day", "closure"));
    const [first] = await until(
      () => push.to("/push/scheduled"),
      (pushes) => pushes.length === 1,
    );
    expect((parent.read(first) as { title: string }).title).toBe("School closed: Uniform day");
    const queued = await query<{ n: number }>(
      service.dataDir,
      sql`SELECT COUNT(*) AS n FROM push_notices WHERE alert_id = ${saved.id}`,
    );
    expect(Number(queued[0].n)).toBe(0);
    // Its start comes (moved in the database, as the clock would: no desk save wakes the sender).
    const [stored] = await query<{ body: string }>(
      service.dataDir,
      sql`SELECT body FROM entities WHERE id = ${saved.id}`,
    );
    const body = JSON.stringify({ ...(JSON.parse(stored.body) as object), startsAt: inMinutes(-1) });
    await query(service.dataDir, sql`UPDATE entities SET body = ${body} WHERE id = ${saved.id}`);
    await until(
      () => push.to("/push/scheduled"),
      (pushes) => pushes.length === 1,
    );
  });
});

describe("the desk's counts of phones and pushes", () => {
  it("say how many phones chose each level, and how a notice's pushes went, naming no phone", async () => {
    const push = await startPushService((path) => (path.endsWith("/gone") ? { status: 410 } : { status: 201 }));
    const service = await startWithPush(push);
    try {
      await subscribe(service, new Browser(`${push.origin}/push/a`));
      await subscribe(service, new Browser(`${push.origin}/push/b`), ["emergency", "closure", "information"]);
      await subscribe(service, new Browser(`${push.origin}/push/gone`));
      const editor = await signedIn(service, "office@school.example", "editor");
      const subscribers = await editor.request("/api/desk/push/subscribers");
      expect(await subscribers.json()).toEqual({ emergency: 3, closure: 3, information: 1 });

      const saved = await publish(editor, notice("Heavy rain: school closed", "closure"));
      const counts = () => editor.request(`/api/desk/push/notices/${saved.id}`).then((answer) => answer.json());
      expect(await until(counts, (body: { pending: number }) => body.pending === 0)).toEqual({
        pending: 0,
        sent: 2,
        failed: 0,
        gone: 1,
      });
      expect(await (await editor.request("/api/desk/push/notices/alerts_unknown")).json()).toEqual({
        pending: 0,
        sent: 0,
        failed: 0,
        gone: 0,
      });
      expect((await fetch(`${service.base}/api/desk/push/subscribers`)).status).toBe(401);
    } finally {
      await service.close();
      await push.close();
    }
  }, 30_000);
});

describe("a restart while pushes go out", () => {
  it("sends each phone its push exactly once", async () => {
    // Each push takes a while to be taken, so the service is stopped with some sent and some not.
    const push = await startPushService(() => ({ status: 201, delayMs: 150 }));
    const browsers = Array.from({ length: 12 }, (_, n) => new Browser(`${push.origin}/push/phone-${n}`));
    let service = await startWithPush(push);
    try {
      for (const browser of browsers) await subscribe(service, browser);
      const editor = await signedIn(service, "office@school.example", "editor");
      await publish(editor, notice("Flood: school closed", "emergency"));
      await until(
        () => push.received.length,
        (n) => n >= 2,
      );
      await service.close();
      const sentBeforeRestart = push.received.length;
      expect(sentBeforeRestart).toBeLessThan(browsers.length);

      service = await startWithPush(push, service.dataDir);
      await until(
        () => push.received.length,
        (n) => n >= browsers.length,
        20_000,
      );
      // A few more rounds: nothing is sent twice.
      await until(
        () => query<{ n: number }>(service.dataDir, sql`SELECT COUNT(*) AS n FROM push_sends WHERE state = 'pending'`),
        (rows) => Number(rows[0].n) === 0,
      );
      for (const browser of browsers) expect(push.to(new URL(browser.endpoint).pathname)).toHaveLength(1);
    } finally {
      await service.close();
      await push.close();
    }
  }, 60_000);
});
