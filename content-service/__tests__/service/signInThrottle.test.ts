/** @jest-environment node */
import { LOCKOUT_MS, reserveDeviceSignIn, reserveSignIn } from "../../src/auth/signInThrottle";
import { openDb } from "../../src/db/open";
import { tempDir } from "./helpers";

const T0 = Date.parse("2026-11-25T10:00:00Z");

it("paces slow guessing at one account from many addresses: a longer turn after each failure, then refuses a try that would wait beyond 30 s", async () => {
  const { db } = await openDb(tempDir("throttle"));
  try {
    for (let i = 0; i < 5; i++) {
      const free = await reserveSignIn(db, "head@school.example", `192.0.2.${i}`, T0);
      if (free.refused) throw new Error("the first five tries are never refused");
      expect(free.waitMs).toBe(0);
      await free.settle(false);
    }
    // Tries sent at once from five more addresses, each reserved before the last was checked.
    const turns = await Promise.all(
      [6, 7, 8, 9, 10, 11].map((i) => reserveSignIn(db, "head@school.example", `198.51.100.${i}`, T0)),
    );
    expect(
      turns.map((turn) =>
        turn.refused ? `refused until +${(turn.until - T0) / 1000} s` : `waits ${turn.waitMs / 1000} s`,
      ),
    ).toEqual(["waits 0 s", "waits 1 s", "waits 3 s", "waits 7 s", "waits 15 s", "refused until +31 s"]);
    // The owner's own address is never locked by this: a try is paced, not refused for 15 minutes.
    expect((await reserveSignIn(db, "head@school.example", "203.0.113.1", T0 + 31_000)).refused).toBe(false);
  } finally {
    await db.destroy();
  }
});

it("forgives the account's failures and pace once the owner signs in", async () => {
  const { db } = await openDb(tempDir("throttle"));
  try {
    for (let i = 0; i < 6; i++) {
      const turn = await reserveSignIn(db, "head@school.example", `192.0.2.${i}`, T0);
      if (!turn.refused) await turn.settle(false);
    }
    const owner = await reserveSignIn(db, "head@school.example", "203.0.113.1", T0 + 60_000);
    if (owner.refused) throw new Error("the owner is paced, never refused here");
    await owner.settle(true);
    const next = await reserveSignIn(db, "head@school.example", "203.0.113.1", T0 + 61_000);
    expect(next.refused === false && next.waitMs).toBe(0);
  } finally {
    await db.destroy();
  }
});

it("holds a trusted device to none of the limits other clients' guesses reach, and locks it out after five failures of its own", async () => {
  const { db } = await openDb(tempDir("throttle"));
  try {
    // Five failures from one address lock that pair out; six more from elsewhere fill the account's turns.
    for (let i = 0; i < 5; i++) {
      const turn = await reserveSignIn(db, "head@school.example", "192.0.2.1", T0);
      if (!turn.refused) await turn.settle(false);
    }
    await Promise.all([6, 7, 8, 9, 10, 11].map((i) => reserveSignIn(db, "head@school.example", `198.51.100.${i}`, T0)));
    expect((await reserveSignIn(db, "head@school.example", "192.0.2.1", T0)).refused).toBe(true);
    expect((await reserveSignIn(db, "head@school.example", "203.0.113.1", T0)).refused).toBe(true);

    const tries = [];
    for (let i = 0; i < 5; i++) {
      const turn = await reserveDeviceSignIn(db, "stolen-device", T0);
      tries.push(turn.refused ? "refused" : `waits ${turn.waitMs} ms`);
      if (!turn.refused) await turn.settle(false);
    }
    expect(tries).toEqual(Array(5).fill("waits 0 ms"));
    expect(await reserveDeviceSignIn(db, "stolen-device", T0)).toEqual({ refused: true, until: T0 + LOCKOUT_MS });
    // The account's other trusted browsers are not locked with it.
    expect((await reserveDeviceSignIn(db, "owner-device", T0)).refused).toBe(false);
  } finally {
    await db.destroy();
  }
});
