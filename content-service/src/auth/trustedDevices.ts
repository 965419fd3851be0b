/** Device cookies, after OWASP's "Slow Down Online Guessing Attacks with Device Cookies": a browser
 * that has signed in to an account is trusted for that account, so that guesses from other clients
 * cannot slow down or lock out its sign-ins (signInThrottle.ts gives it a failure budget of its
 * own). A device is 256 random bits; only its hash is stored, with the account and the time. */
import { createHash, randomBytes } from "crypto";
import type { Db } from "../db/open";
import {
  deleteTrustedDevice,
  deleteTrustedDevicesUpTo,
  insertTrustedDevice,
  trustedDeviceByHash,
} from "../db/trustedDevices";

/** Long enough to outlast the school holidays. */
export const TRUSTED_DEVICE_MS = 180 * 24 * 3600_000;

const hash = (token: string) => createHash("sha256").update(token).digest("base64url");

/** The key of the device `token` names when it is trusted for the account `staffId`, else null:
 * unknown, expired, or another account's. */
export async function trustedDevice(
  db: Db,
  token: string | undefined,
  staffId: string | undefined,
  now = Date.now(),
): Promise<string | null> {
  // Looked up even for no account, so that the time taken tells nothing of which accounts exist.
  if (!token) return null;
  const key = hash(token);
  const row = await trustedDeviceByHash(db, key);
  return row && row.staff_id === staffId && row.created_at + TRUSTED_DEVICE_MS > now ? key : null;
}

/** A new device token for the account just signed in to; the one it was signed in with (`replaced`,
 * a key from trustedDevice) is withdrawn, so a copy taken of it earlier stops counting. */
export async function trustDevice(db: Db, staffId: string, replaced: string | null, now = Date.now()) {
  const token = randomBytes(32).toString("base64url");
  await deleteTrustedDevicesUpTo(db, now - TRUSTED_DEVICE_MS);
  if (replaced) await deleteTrustedDevice(db, replaced);
  await insertTrustedDevice(db, { tokenHash: hash(token), staffId, createdAt: now });
  return token;
}
