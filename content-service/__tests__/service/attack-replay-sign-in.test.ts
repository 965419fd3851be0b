/** @jest-environment node */
/** The attack on the desk's sign-in, replayed (attackReplay.ts): guesses against its lockout and
 * its throttle. */
import { sql } from "kysely";
import { TRUSTED_DEVICE_MS } from "../../src/auth/trustedDevices";
import { DeskClient, PASSWORD, addAccount } from "./deskClient";
import { withDb } from "./helpers";
import {
  FINDINGS,
  type Answer,
  read,
  record,
  summary,
  service,
  replayAgainstService,
  newAddress,
  signIn,
  LOCKED,
  WRONG,
} from "./attackReplay";

replayAgainstService("sign-in");

describe(FINDINGS.burst, () => {
  it("40 wrong passwords at once from one address: 5 checked, 35 refused; then the right one is refused there and taken elsewhere", async () => {
    await addAccount(service.dataDir, "guessed@school.example", "editor");
    const guesser = newAddress();
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn("guessed@school.example", `concurrent guess ${i}!!`, guesser)),
    );
    record(FINDINGS.burst, "40 wrong passwords sent at once from one address", summary(burst));
    const same = await signIn("guessed@school.example", PASSWORD, guesser);
    record(FINDINGS.burst, "then the right password from the guessing address", same);
    const elsewhere = await signIn("guessed@school.example", PASSWORD, newAddress());
    record(
      FINDINGS.burst,
      "then the right password from another address",
      elsewhere,
      elsewhere.header("set-cookie") ? "signed in" : "no session",
    );

    const checked = burst.filter((answer) => answer.status === 401);
    const refused = burst.filter((answer) => answer.status === 429);
    expect(checked).toHaveLength(5);
    expect(refused).toHaveLength(35);
    expect(checked.every((answer) => WRONG.test(String(answer.json?.error)))).toBe(true);
    expect(refused.every((answer) => answer.json?.error === LOCKED)).toBe(true);
    expect(same.status).toBe(429);
    expect(same.json?.error).toBe(LOCKED);
    expect(elsewhere.status).toBe(204);
    expect(elsewhere.header("set-cookie")).toMatch(/^desk_session=[A-Za-z0-9_-]{43};/);
  }, 30_000);
});

describe(FINDINGS.owner, () => {
  it("five wrong passwords from address A lock A out, and the owner at address B signs in", async () => {
    await addAccount(service.dataDir, "owner@school.example", "editor");
    const guesser = newAddress();
    const guesses = [];
    for (let i = 0; i < 5; i++) guesses.push(await signIn("owner@school.example", `guess number ${i}!!`, guesser));
    record(FINDINGS.owner, "5 wrong passwords from address A", summary(guesses));
    const owner = await signIn("owner@school.example", PASSWORD, newAddress());
    record(
      FINDINGS.owner,
      "the right password from address B",
      owner,
      owner.header("set-cookie") ? "signed in" : "no session",
    );
    const again = await signIn("owner@school.example", PASSWORD, guesser);
    record(FINDINGS.owner, "the right password from address A afterwards", again);

    expect(guesses.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
    expect(owner.status).toBe(204);
    expect(owner.header("set-cookie")).toMatch(/^desk_session=/);
    expect(again.status).toBe(429);
    expect(again.json?.error).toBe(LOCKED);
  }, 30_000);
});

/** A sign-in from a browser that sends `cookie` ("desk_device=…") with it. */
const signInWith = (email: string, password: string, address: string, cookie: string) =>
  read(
    new DeskClient(service.base).request("/api/desk/session", {
      method: "POST",
      json: { email, password },
      headers: { "X-Forwarded-For": address, Cookie: cookie },
    }),
  );

/** The device cookie a sign-in's answer set, as the browser sends it back. */
const deviceCookie = (answer: Answer) =>
  /desk_device=[A-Za-z0-9_-]+/.exec(answer.header("set-cookie") ?? "")?.[0] ?? "";

describe(FINDINGS.ownerDelayed, () => {
  it("30 wrong passwords at once from 30 addresses, then the owner's right one from a new address, in the browser it signed in with before: answered within 1 s", async () => {
    await addAccount(service.dataDir, "trusted@school.example", "editor");
    const device = deviceCookie(await signIn("trusted@school.example", PASSWORD, newAddress()));
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn("trusted@school.example", `guess from afar ${i}!!`, newAddress())),
    );
    record(FINDINGS.ownerDelayed, "30 wrong passwords sent at once from 30 addresses", summary(burst));
    const owner = await signInWith("trusted@school.example", PASSWORD, newAddress(), device);
    record(
      FINDINGS.ownerDelayed,
      "then the right password from a new address, with the device cookie of an earlier sign-in",
      owner,
      `answered in ${owner.ms} ms`,
    );
    // The guessing goes on: two more at once take the last turn within 30 s, and one is refused.
    const more = [0, 1].map((i) => signIn("trusted@school.example", `guess still ${i}!!`, newAddress()));
    await Promise.race(more);
    const untrusted = await signIn("trusted@school.example", PASSWORD, newAddress());
    record(
      FINDINGS.ownerDelayed,
      "then, as guessing goes on, the right password from a browser never signed in",
      untrusted,
    );
    const again = await signInWith("trusted@school.example", PASSWORD, newAddress(), deviceCookie(owner));
    record(FINDINGS.ownerDelayed, "… and from the owner's browser", again, `answered in ${again.ms} ms`);

    expect(burst.filter((answer) => answer.status === 401)).toHaveLength(10);
    expect(burst.filter((answer) => answer.status === 429)).toHaveLength(20);
    for (const trusted of [owner, again]) {
      expect(trusted.status).toBe(204);
      expect(trusted.ms).toBeLessThan(1_000);
    }
    expect(device).toMatch(/^desk_device=[A-Za-z0-9_-]{43}$/);
    expect(untrusted.status).toBe(429);
    expect(untrusted.json?.error).toBe(
      "Too many failed sign-ins. Try again in a minute. If you have forgotten your password, an admin can reset it.",
    );
    expect((await Promise.all(more)).map((answer) => answer.status).sort()).toEqual([401, 429]);
  }, 60_000);

  it("another account's device cookie, an expired one or a forged one frees nobody from an address's lockout; the account's own does", async () => {
    await addAccount(service.dataDir, "kept-out@school.example", "editor");
    await addAccount(service.dataDir, "colleague@school.example", "editor");
    const colleagues = deviceCookie(await signIn("colleague@school.example", PASSWORD, newAddress()));
    const own = deviceCookie(await signIn("kept-out@school.example", PASSWORD, newAddress()));
    const locked = newAddress();
    for (let i = 0; i < 5; i++) await signIn("kept-out@school.example", `guess number ${i}!!`, locked);
    const tryWith = (cookie: string) => signInWith("kept-out@school.example", PASSWORD, locked, cookie);

    const other = await tryWith(colleagues);
    record(
      FINDINGS.ownerDelayed,
      "the right password from a locked-out address, with another account's device cookie",
      other,
    );
    const forged = await tryWith(`desk_device=${"A".repeat(43)}`);
    record(FINDINGS.ownerDelayed, "… with a forged device cookie", forged);
    const trusted = await tryWith(own);
    record(FINDINGS.ownerDelayed, "… with the account's own device cookie", trusted);
    await withDb(service.dataDir, (db) =>
      sql`UPDATE trusted_devices SET created_at = created_at - ${TRUSTED_DEVICE_MS}
        WHERE staff_id IN (SELECT id FROM staff WHERE email = 'kept-out@school.example')`.execute(db),
    );
    const expired = await tryWith(deviceCookie(trusted));
    record(FINDINGS.ownerDelayed, "… with the account's own device cookie, 180 days old", expired);

    for (const refused of [other, forged, expired]) {
      expect(refused.status).toBe(429);
      expect(refused.json?.error).toBe(LOCKED);
    }
    expect(trusted.status).toBe(204);
    expect(deviceCookie(trusted)).toMatch(/^desk_device=/);
  }, 30_000);
});
