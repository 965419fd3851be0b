/** @jest-environment node */
import { createECDH, randomBytes } from "crypto";
import { sql } from "kysely";
import { ENDPOINT_REFUSED } from "@school/contract/push/pushEndpoint";
import { LEVELS_REFUSED } from "@school/contract/push/pushSubscription";
import { PUSH_SUBSCRIPTION_TTL_MS, sweepStalePushSubscriptions } from "../../src/retention/stalePushSubscriptions";
import { ORIGIN, query, startService, withDb } from "./helpers";

type Service = Awaited<ReturnType<typeof startService>>;

/** The local push service the tests may name (PUSH_ENDPOINT_ORIGINS). */
const LOCAL_PUSH = "http://127.0.0.1:4999";
const PUSH = { keys: null, subject: "mailto:office@school.example", endpointOrigins: [LOCAL_PUSH] };

/** Keys as a browser makes them for a subscription: a P-256 key pair's public half and 16 random bytes. */
function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}

const subscription = (endpoint: string, levels = ["emergency", "closure"]) => ({
  endpoint,
  expirationTime: null,
  keys: browserKeys(),
  levels,
});

describe("push subscriptions", () => {
  let service: Service;
  const path = (code = "DPSSWB") => `${service.base}/api/push/${code}/subscriptions`;
  const send = (body: unknown, { method = "POST", origin = ORIGIN, code = "DPSSWB" } = {}) =>
    fetch(path(code), {
      method,
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify(body),
    });
  const endpoints = async () =>
    (await query<{ endpoint: string }>(service.dataDir, sql`SELECT endpoint FROM push_subscriptions ORDER BY id`)).map(
      (row) => row.endpoint,
    );

  beforeAll(async () => {
    service = await startService({ push: { ...PUSH, writesPerHour: 1000 } });
  }, 60_000);
  afterAll(() => service?.close());

  it("answers the school's VAPID public key, the same after a restart on the same data", async () => {
    const first = await fetch(`${service.base}/api/push/DPSSWB/key`);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=300");
    const { publicKey } = (await first.json()) as { publicKey: string };
    // An uncompressed P-256 point, as PushManager.subscribe's applicationServerKey takes it.
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    expect(Buffer.from(publicKey, "base64url")[0]).toBe(4);

    const again = await startService({ dataDir: service.dataDir });
    try {
      const answer = (await (await fetch(`${again.base}/api/push/DPSSWB/key`)).json()) as { publicKey: string };
      expect(answer.publicKey).toBe(publicKey);
    } finally {
      await again.close();
    }
    expect((await fetch(`${service.base}/api/push/NOSUCH/key`)).status).toBe(404);
  });

  it("answers the key pair of VAPID_PUBLIC_KEY when one is set", async () => {
    const publicKey = browserKeys().p256dh;
    const configured = await startService({
      push: {
        keys: { publicKey, privateKey: randomBytes(32).toString("base64url") },
        subject: PUSH.subject,
        endpointOrigins: [],
        writesPerHour: 1,
      },
    });
    try {
      expect(await (await fetch(`${configured.base}/api/push/DPSSWB/key`)).json()).toEqual({ publicKey });
    } finally {
      await configured.close();
    }
  });

  it("keeps a browser's subscription (201), renews it when sent again (200), and forgets it by its endpoint (204)", async () => {
    const endpoint = "https://fcm.googleapis.com/fcm/send/abc123:APA91b-first";
    const first = await send(subscription(endpoint));
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ levels: ["emergency", "closure"] });
    const renewed = await send(subscription(endpoint, ["emergency", "closure", "information"]));
    expect(renewed.status).toBe(200);
    const rows = await query<{ endpoint: string; levels: string }>(
      service.dataDir,
      sql`SELECT endpoint, levels FROM push_subscriptions WHERE endpoint = ${endpoint}`,
    );
    expect(rows).toEqual([{ endpoint, levels: "emergency,closure,information" }]);

    const forgotten = await send({ endpoint }, { method: "DELETE" });
    expect(forgotten.status).toBe(204);
    expect(await endpoints()).not.toContain(endpoint);
    // Forgetting it again is no error: the browser may not know it was gone.
    expect((await send({ endpoint }, { method: "DELETE" })).status).toBe(204);
  });

  it("stores no more than the push service's address, the keys and the levels: nothing names the browser's owner", async () => {
    const endpoint = `${LOCAL_PUSH}/push/columns`;
    expect((await send(subscription(endpoint))).status).toBe(201);
    const [row] = await query<Record<string, unknown>>(
      service.dataDir,
      sql`SELECT * FROM push_subscriptions WHERE endpoint = ${endpoint}`,
    );
    expect(Object.keys(row).sort()).toEqual(
      ["auth", "confirmed_at", "created_at", "endpoint", "id", "levels", "p256dh", "school"].sort(),
    );
  });

  it.each([
    ["an http: address", "http://fcm.googleapis.com/fcm/send/x"],
    ["an IP address", "https://142.250.183.10/fcm/send/x"],
    ["an IPv6 address", "https://[2404:6800:4009::200a]/fcm/send/x"],
    ["another host", "https://attacker.example/collect"],
    ["a host that only starts like a push service's", "https://fcm.googleapis.com.attacker.example/x"],
    ["a host that only ends like one", "https://evilpush.apple.com.example/x"],
    ["another port", "https://fcm.googleapis.com:8443/fcm/send/x"],
    ["a user name", "https://user@fcm.googleapis.com/fcm/send/x"],
    ["the service's own address", "http://127.0.0.1:4000/api/desk/staff"],
    ["not an address", "fcm.googleapis.com/fcm/send/x"],
  ])("refuses an endpoint that is %s with 400, and keeps nothing", async (_what, endpoint) => {
    const before = await endpoints();
    const answer = await send(subscription(endpoint));
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { errors: Record<string, string> }).errors).toEqual({
      endpoint: ENDPOINT_REFUSED,
    });
    expect(await endpoints()).toEqual(before);
  });

  it.each([
    ["Apple's", "https://web.push.apple.com/QGuQyavXutnMH3ZP5pmAdkdmzCrzXLOQr3bVv6Gf4kVGGSqNAB0Ot7LFzXxdNJ1H3V"],
    ["Mozilla's", "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABnDr8"],
    ["Microsoft's", "https://wns2-bn3p.notify.windows.com/w/?token=BQYAAAB"],
  ])("takes %s push service", async (_who, endpoint) => {
    expect((await send(subscription(endpoint))).status).toBe(201);
  });

  it.each([
    ["no keys", { keys: undefined }, "keys"],
    ["a short p256dh key", { keys: { p256dh: "BOr", auth: browserKeys().auth } }, "keys.p256dh"],
    ["an auth secret of the wrong length", { keys: { ...browserKeys(), auth: "c2hvcnQ" } }, "keys.auth"],
    ["no levels", { levels: [] }, "levels"],
    ["an unknown level", { levels: ["emergency", "sports"] }, "levels"],
    ["a level twice", { levels: ["closure", "closure"] }, "levels"],
    ["a field of its own", { name: "A parent" }, "body"],
  ])("refuses a subscription with %s, naming the field", async (_what, change, field) => {
    const body = { ...subscription(`${LOCAL_PUSH}/push/refused`), ...change };
    const answer = await send(body);
    expect(answer.status).toBe(400);
    const { errors } = (await answer.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors)).toEqual([field]);
    if (field === "levels") expect(errors.levels).toBe(LEVELS_REFUSED);
    expect(await endpoints()).not.toContain(`${LOCAL_PUSH}/push/refused`);
  });

  it("refuses a body that is not an object, a subscription from another site's page, and an unknown school", async () => {
    const notObject = await fetch(path(), {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: "[]",
    });
    expect(notObject.status).toBe(400);
    expect(((await notObject.json()) as { message: string }).message).toBe("Send the subscription as a JSON object.");
    const foreign = await send(subscription(`${LOCAL_PUSH}/push/foreign`), { origin: "https://attacker.example" });
    expect(foreign.status).toBe(403);
    expect((await send(subscription(`${LOCAL_PUSH}/push/unknown`), { code: "NOSUCH" })).status).toBe(404);
    expect(await endpoints()).not.toEqual(expect.arrayContaining([expect.stringMatching(/foreign|unknown/)]));
  });

  it("lets the site's pages subscribe across origins: CORS allows POST and DELETE from them", async () => {
    const preflight = await fetch(path(), {
      method: "OPTIONS",
      headers: {
        Origin: ORIGIN,
        "Access-Control-Request-Method": "DELETE",
        "Access-Control-Request-Headers": "content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("DELETE");
    expect(preflight.headers.get("access-control-allow-origin")).toBe(ORIGIN);
  });

  it("forgets a subscription not confirmed for a year, and keeps the others", async () => {
    const stale = `${LOCAL_PUSH}/push/stale`;
    const fresh = `${LOCAL_PUSH}/push/fresh`;
    expect((await send(subscription(stale))).status).toBe(201);
    expect((await send(subscription(fresh))).status).toBe(201);
    const now = Date.now();
    await query(
      service.dataDir,
      sql`UPDATE push_subscriptions SET confirmed_at = ${now - PUSH_SUBSCRIPTION_TTL_MS - 1000} WHERE endpoint = ${stale}`,
    );
    expect(await withDb(service.dataDir, (db) => sweepStalePushSubscriptions(db, now))).toBe(1);
    const left = await endpoints();
    expect(left).toContain(fresh);
    expect(left).not.toContain(stale);
  });
});

describe("push subscriptions from one address", () => {
  it("are limited: the 21st within an hour is answered 429 and not kept", async () => {
    const service = await startService({ push: { ...PUSH, writesPerHour: 20 } });
    try {
      const send = (n: number) =>
        fetch(`${service.base}/api/push/DPSSWB/subscriptions`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: ORIGIN },
          body: JSON.stringify(subscription(`${LOCAL_PUSH}/push/${n}`)),
        });
      for (let n = 1; n <= 20; n++) expect((await send(n)).status).toBe(201);
      const limited = await send(21);
      expect(limited.status).toBe(429);
      expect(((await limited.json()) as { error: string }).error).toMatch(/^Too many subscriptions from your address/);
      const [{ n }] = await query<{ n: number }>(service.dataDir, sql`SELECT COUNT(*) AS n FROM push_subscriptions`);
      expect(Number(n)).toBe(20);
    } finally {
      await service.close();
    }
  }, 30_000);
});
