/** @jest-environment node */
/**
 * Sign-in while others guess at the account: the device cookie a browser gets at sign-in (OWASP's
 * "Slow Down Online Guessing Attacks with Device Cookies") and the owner's right password answered
 * at once while the account's checks are paced. Each test has a service of its own behind a
 * "proxy" (loopback) that names each try's address, as desk-auth.test.ts does.
 */
import { sql } from "kysely";
import { disableStaff, enableStaff, resetPassword } from "../../src/auth/staff";
import { DeskClient, PASSWORD, addAccount } from "./deskClient";
import { query, startService, withDb } from "./helpers";

const EMAIL = "target@school.example";
const LOCKED =
  "Too many failed sign-ins. Try again in 15 minutes. If you have forgotten your password, an admin can reset it.";

let service: Awaited<ReturnType<typeof startService>>;
beforeEach(async () => {
  service = await startService({ trustProxy: ["127.0.0.1"] });
  await addAccount(service.dataDir, EMAIL, "editor");
}, 60_000);
afterEach(() => service.close());

/** A try from `address`, carrying `cookie` (a browser's cookies for the sign-in path) if given;
 * answers how long it took too. */
async function signIn(password: string, address: string, cookie = "") {
  const started = Date.now();
  const response = await new DeskClient(service.base).request("/api/desk/session", {
    method: "POST",
    json: { email: EMAIL, password },
    headers: { "X-Forwarded-For": address, ...(cookie ? { Cookie: cookie } : {}) },
  });
  const body = response.status === 204 ? {} : ((await response.json()) as { error?: string });
  return {
    status: response.status,
    error: body.error,
    ms: Date.now() - started,
    cookies: response.headers.getSetCookie(),
  };
}

/** The device cookie an answer set, as a browser sends it back: "desk_device=…". */
function deviceOf(answer: { cookies: string[] }): string {
  const cookie = answer.cookies.find((line) => line.startsWith("desk_device="));
  if (!cookie) throw new Error(`no device cookie in ${JSON.stringify(answer.cookies)}`);
  return cookie.split(";")[0];
}

/** Five wrong passwords from `address`: that address is then locked out of the account. */
async function lockOut(address: string) {
  for (let i = 0; i < 5; i++) expect((await signIn(`guess number ${i}!!`, address)).status).toBe(401);
  expect((await signIn(PASSWORD, address)).error).toBe(LOCKED);
}

describe("the throttle's records", () => {
  it("name neither the account's e-mail address nor the guesser's address", async () => {
    await lockOut("203.0.113.9");
    const stored = await Promise.all(
      ["sign_in_failures", "sign_in_lockouts"].map((table) =>
        query(service.dataDir, sql.raw(`SELECT * FROM ${table}`)),
      ),
    );
    expect(stored.map((rows) => rows.length > 0)).toEqual([true, true]);
    expect(JSON.stringify(stored)).not.toMatch(/target|school\.example|203\.0\.113/);
  });
});

describe("the device cookie", () => {
  it("is set at sign-in: HttpOnly, SameSite=Strict, sent to the session API alone, for 180 days; only its hash is stored", async () => {
    const answer = await signIn(PASSWORD, "203.0.113.1");
    expect(answer.status).toBe(204);
    const line = answer.cookies.find((cookie) => cookie.startsWith("desk_device=")) ?? "";
    expect(line).toMatch(
      /^desk_device=[A-Za-z0-9_-]{43}; Max-Age=15552000; Path=\/api\/desk\/session; HttpOnly; SameSite=Strict$/,
    );
    const token = deviceOf(answer).slice("desk_device=".length);
    const stored = JSON.stringify(await query(service.dataDir, sql`SELECT * FROM trusted_devices`));
    expect(stored).toContain("created_at");
    expect(stored).not.toContain(token);
  });

  it("lets its browser in past its address's lockout, and is replaced: the old one then counts for nothing", async () => {
    const first = deviceOf(await signIn(PASSWORD, "203.0.113.1"));
    await lockOut("198.51.100.7");
    const trusted = await signIn(PASSWORD, "198.51.100.7", first);
    expect(trusted.status).toBe(204);
    expect(deviceOf(trusted)).not.toBe(first);
    expect((await signIn(PASSWORD, "198.51.100.7", first)).error).toBe(LOCKED);
    expect((await signIn(PASSWORD, "198.51.100.7", deviceOf(trusted))).status).toBe(204);
  });

  it("gives a stolen copy five guesses: of twenty sent at once five are checked, then even the right password is refused from it, and the owner elsewhere signs in", async () => {
    const stolen = deviceOf(await signIn(PASSWORD, "203.0.113.1"));
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(`stolen cookie guess ${i}!!`, `198.51.100.${i + 1}`, stolen)),
    );
    expect(burst.filter((answer) => answer.status === 401)).toHaveLength(5);
    expect(burst.filter((answer) => answer.error === LOCKED)).toHaveLength(15);
    expect((await signIn(PASSWORD, "192.0.2.50", stolen)).error).toBe(LOCKED);
    expect((await signIn(PASSWORD, "192.0.2.51")).status).toBe(204);
  }, 30_000);

  it("is forgotten when the account is disabled, its password reset, or changed by its owner", async () => {
    await lockOut("198.51.100.7");
    const fromLockedAddress = (password: string, device: string) => signIn(password, "198.51.100.7", device);
    const device = deviceOf(await signIn(PASSWORD, "203.0.113.1"));
    const stillTrusted = await fromLockedAddress(PASSWORD, device);
    expect(stillTrusted.status).toBe(204);

    await withDb(service.dataDir, async (db) => {
      await disableStaff(db, EMAIL);
      await enableStaff(db, EMAIL);
    });
    expect((await fromLockedAddress(PASSWORD, deviceOf(stillTrusted))).error).toBe(LOCKED);

    const beforeReset = deviceOf(await signIn(PASSWORD, "203.0.113.2"));
    const reset = "a reset password for the test";
    await withDb(service.dataDir, (db) => resetPassword(db, EMAIL, reset));
    expect((await fromLockedAddress(reset, beforeReset)).error).toBe(LOCKED);

    const browser = new DeskClient(service.base);
    const signedIn = await browser.request("/api/desk/session", {
      method: "POST",
      json: { email: EMAIL, password: reset },
      headers: { "X-Forwarded-For": "203.0.113.3" },
    });
    browser.cookie = signedIn.headers.getSetCookie()[0].split(";")[0];
    const beforeChange = deviceOf({ cookies: signedIn.headers.getSetCookie() });
    const changed = "the owner's own new password";
    const change = await browser.request("/api/desk/account/password", {
      method: "PUT",
      json: { currentPassword: reset, newPassword: changed },
      headers: { "X-Forwarded-For": "203.0.113.3" },
    });
    expect(change.status).toBe(204);
    expect((await fromLockedAddress(changed, beforeChange)).error).toBe(LOCKED);
  }, 30_000);
});

describe("while the account's checks are paced", () => {
  it("answers wrong passwords at their turns and the owner's right one at once", async () => {
    // Nine at once: five free, then turns 0, 1, 3 and 7 seconds away; the next is 15 s away.
    const guesses = await Promise.all(
      Array.from({ length: 9 }, (_, i) => signIn(`paced guess ${i}!!`, `198.51.100.${i + 1}`)),
    );
    expect(guesses.map((answer) => answer.status)).toEqual(Array(9).fill(401));
    expect(Math.max(...guesses.map((answer) => answer.ms))).toBeGreaterThanOrEqual(7_000);
    const owner = await signIn(PASSWORD, "203.0.113.1");
    expect(owner.status).toBe(204);
    expect(owner.ms).toBeLessThan(1_000);
  }, 30_000);
});

describe("a try that waits for its turn longer than the socket's idle timeout", () => {
  it("is answered 401, not cut off", async () => {
    await service.close();
    service = await startService({ trustProxy: ["127.0.0.1"], limits: { idleTimeoutMs: 1500 } });
    await addAccount(service.dataDir, EMAIL, "editor");
    // Five free failures and a sixth, each from an address of its own: the next tries are paced.
    for (let i = 1; i <= 6; i++) expect((await signIn(`guess number ${i}!!`, `198.51.100.${i}`)).status).toBe(401);
    const paced = await Promise.all([signIn("guess seven!!", "198.51.100.7"), signIn("guess eight!!", "198.51.100.8")]);
    expect(paced.map((answer) => answer.status)).toEqual([401, 401]);
    expect(Math.max(...paced.map((answer) => answer.ms))).toBeGreaterThan(1500);
  });
});
