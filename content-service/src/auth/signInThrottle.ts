/** How many passwords are checked, following the OWASP Authentication Cheat Sheet's advice on
 * lockouts that cannot be turned on the account's owner:
 * - A try is reserved, in one immediate transaction, before its password is checked: of any number
 *   of tries sent at once, no more than the limits below are ever checked.
 * - An account and an address together (`pair`) are locked for 15 minutes after 5 failures: the
 *   guesser's address is out, the owner at another address is not.
 * - One address guessing at many accounts (`address`) is locked after 20 failures.
 * - An account guessed at from many addresses (`account`) is never locked, which anyone could
 *   trigger: past 5 failures in the window, each further try is given a turn, a longer one after
 *   every failure (up to 30 seconds), and a try whose turn is further off than that is refused. A
 *   wrong password is answered at its turn; a right one at once, since it ends the guessing: the
 *   passwords checked are still no more than the turns given.
 * - A browser the account has signed in from before (`device`, a device cookie: trustedDevices.ts)
 *   is held by none of these, which other clients' guesses can cause; its own 5 failures in the
 *   window lock that device out, so a stolen device cookie is no way round them.
 * An unknown e-mail address is counted like a real one, so nothing tells which accounts exist: nor
 * do the tries left that a wrong password's answer states (the pair's or the address's, whichever
 * locks first). */
import type { Db } from "../db/open";
import {
  deleteEndedLockouts,
  deleteFailure,
  deleteFailuresOf,
  deleteFailuresUpTo,
  deleteLockout,
  deletePace,
  failuresSince,
  insertFailure,
  lockoutEnd,
  lockUntil,
  paceNextAt,
  setPaceNextAt,
} from "../db/signInAttempts";
import { immediately } from "../db/transaction";
import { limitKey } from "../db/limitKeys";

export const FAILURE_WINDOW_MS = 15 * 60_000;
export const LOCKOUT_MS = 15 * 60_000;
export const PAIR_MAX_FAILURES = 5;
export const ADDRESS_MAX_FAILURES = 20;
/** Failures an account takes from everywhere before its checks are paced. */
export const ACCOUNT_FREE_FAILURES = 5;
export const PACE_MAX_STEP_MS = 30_000;
/** The longest a try waits for its turn; beyond it, it is refused. */
export const PACE_MAX_WAIT_MS = 30_000;
export const DEVICE_MAX_FAILURES = 5;

/** The records' keys, stored as the shared limits' are (db/limitKeys.ts): keyed hashes, since they
 * name an e-mail address and a client's address. */
const keysOf = (root: Db, email: string, address: string) => {
  const account = email.trim().toLowerCase();
  return {
    pair: limitKey(root, `pair:${account}|${address}`),
    address: limitKey(root, `address:${address}`),
    account: limitKey(root, `account:${account}`),
  };
};

/** A settled try: the lock a failure started or met, and the failures left before one (null after
 * a success). */
export interface Settled {
  lockedUntil: number | null;
  triesLeft: number | null;
}

export type Reservation =
  | { refused: true; until: number }
  | { refused: false; waitMs: number; settle: (succeeded: boolean) => Promise<Settled> };

/** Reserves one try of `email` from `address`: refused while a lock holds or the limits are
 * reached by tries already reserved; else counted as a failure until settled as a success. */
export function reserveSignIn(root: Db, email: string, address: string, now = Date.now()): Promise<Reservation> {
  const keys = keysOf(root, email, address);
  const since = now - FAILURE_WINDOW_MS;
  return immediately(root, async (db): Promise<Reservation> => {
    await deleteFailuresUpTo(db, since);
    await deleteEndedLockouts(db, now);
    const locked = Math.max(
      (await lockoutEnd(db, keys.pair, now)) ?? 0,
      (await lockoutEnd(db, keys.address, now)) ?? 0,
    );
    if (locked) return { refused: true, until: locked };
    // Tries already reserved count, whether or not their passwords have been checked yet.
    for (const [key, max] of [
      [keys.pair, PAIR_MAX_FAILURES],
      [keys.address, ADDRESS_MAX_FAILURES],
    ] as const) {
      if ((await failuresSince(db, key, since)) >= max) {
        await lockUntil(db, key, now + LOCKOUT_MS);
        return { refused: true, until: now + LOCKOUT_MS };
      }
    }
    const accountFailures = await failuresSince(db, keys.account, since);
    let waitMs = 0;
    if (accountFailures >= ACCOUNT_FREE_FAILURES) {
      const step = Math.min(1000 * 2 ** (accountFailures - ACCOUNT_FREE_FAILURES), PACE_MAX_STEP_MS);
      const slot = Math.max(now, (await paceNextAt(db, keys.account)) ?? now);
      if (slot - now > PACE_MAX_WAIT_MS) return { refused: true, until: slot };
      await setPaceNextAt(db, keys.account, slot + step);
      waitMs = slot - now;
    }
    const reserved: number[] = [];
    for (const key of [keys.pair, keys.address, keys.account]) reserved.push(await insertFailure(db, key, now));
    // Settled later, once the password is checked: in a transaction of its own.
    const settle = (succeeded: boolean) =>
      immediately(root, async (db) => {
        const at = Date.now();
        if (succeeded) {
          // The owner is in: this account's failures and pace, and this pair's, are forgiven;
          // the address's stand (one good account must not reset guesses at others).
          await deleteFailuresOf(db, keys.pair, keys.account);
          await deleteLockout(db, keys.pair);
          await deletePace(db, keys.account);
          await deleteFailure(db, reserved[1]);
          return { lockedUntil: null, triesLeft: null };
        }
        const windowStart = at - FAILURE_WINDOW_MS;
        const pairLeft = PAIR_MAX_FAILURES - (await failuresSince(db, keys.pair, windowStart));
        const addressLeft = ADDRESS_MAX_FAILURES - (await failuresSince(db, keys.address, windowStart));
        if (pairLeft <= 0) await lockUntil(db, keys.pair, at + LOCKOUT_MS);
        if (addressLeft <= 0) await lockUntil(db, keys.address, at + LOCKOUT_MS);
        const until = Math.max(
          (await lockoutEnd(db, keys.pair, at)) ?? 0,
          (await lockoutEnd(db, keys.address, at)) ?? 0,
        );
        // The account's own count is left out: it paces guesses, it never locks.
        return { lockedUntil: until || null, triesLeft: until ? 0 : Math.min(pairLeft, addressLeft) };
      });
    return { refused: false, waitMs, settle };
  });
}

/** Reserves one try from a trusted device (`device`, the key trustedDevice answered for the account
 * tried): refused while the device is locked out or its failures reach DEVICE_MAX_FAILURES, never
 * paced; else counted as the device's failure until settled as a success. */
export function reserveDeviceSignIn(root: Db, device: string, now = Date.now()): Promise<Reservation> {
  const key = limitKey(root, `device:${device}`);
  const since = now - FAILURE_WINDOW_MS;
  return immediately(root, async (db): Promise<Reservation> => {
    await deleteFailuresUpTo(db, since);
    await deleteEndedLockouts(db, now);
    const locked = await lockoutEnd(db, key, now);
    if (locked) return { refused: true, until: locked };
    if ((await failuresSince(db, key, since)) >= DEVICE_MAX_FAILURES) {
      await lockUntil(db, key, now + LOCKOUT_MS);
      return { refused: true, until: now + LOCKOUT_MS };
    }
    const reserved = await insertFailure(db, key, now);
    const settle = (succeeded: boolean) =>
      immediately(root, async (db) => {
        if (succeeded) {
          await deleteFailure(db, reserved);
          return { lockedUntil: null, triesLeft: null };
        }
        const at = Date.now();
        const left = DEVICE_MAX_FAILURES - (await failuresSince(db, key, at - FAILURE_WINDOW_MS));
        if (left <= 0) await lockUntil(db, key, at + LOCKOUT_MS);
        const lockedUntil = await lockoutEnd(db, key, at);
        return { lockedUntil, triesLeft: lockedUntil ? 0 : left };
      });
    return { refused: false, waitMs: 0, settle };
  });
}
