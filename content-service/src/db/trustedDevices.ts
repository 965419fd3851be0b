/** The browsers staff members have signed in from, each known by the hash of its device cookie;
 * times are milliseconds since the epoch. How long a device stays trusted, and the hashing, are in
 * auth/trustedDevices.ts. */
import type { Db } from "./open";

export async function insertTrustedDevice(db: Db, row: { tokenHash: string; staffId: string; createdAt: number }) {
  await db
    .insertInto("trusted_devices")
    .values({ token_hash: row.tokenHash, staff_id: row.staffId, created_at: row.createdAt })
    .execute();
}

export const trustedDeviceByHash = (db: Db, tokenHash: string) =>
  db
    .selectFrom("trusted_devices")
    .select(["staff_id", "created_at"])
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();

export async function deleteTrustedDevice(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom("trusted_devices").where("token_hash", "=", tokenHash).execute();
}

/** Forgets the devices trusted at or before `since`. */
export async function deleteTrustedDevicesUpTo(db: Db, since: number): Promise<void> {
  await db.deleteFrom("trusted_devices").where("created_at", "<=", since).execute();
}

/** Forgets every device of the account at once. */
export async function deleteTrustedDevicesOf(db: Db, staffId: string): Promise<void> {
  await db.deleteFrom("trusted_devices").where("staff_id", "=", staffId).execute();
}
