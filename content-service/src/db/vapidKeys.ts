/** The service's VAPID key pair (RFC 8292), which signs every push it sends and which browsers
 * subscribe with. Made once by migration 0008 and kept in `service_secrets`, read at start by whoever
 * may read the secrets (on PostgreSQL the request role may not): every instance, and a database
 * restored from a backup, signs with the same key, so the browsers' subscriptions stay valid. */
import { sql } from "kysely";
import type { Db } from "./open";
import { rootOf } from "./schoolScope";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const kept = new WeakMap<Db, VapidKeys>();

export async function readVapidKeys(reader: Db): Promise<VapidKeys> {
  const { rows } = await sql<{ value: string }>`
    SELECT value FROM service_secrets WHERE name = 'vapid'`.execute(reader);
  return JSON.parse(rows[0].value) as VapidKeys;
}

export const keepVapidKeys = (db: Db, keys: VapidKeys): void => void kept.set(rootOf(db), keys);

/** The key pair of the database `db` was opened with. */
export function storedVapidKeys(db: Db): VapidKeys {
  const keys = kept.get(rootOf(db));
  if (!keys) throw new Error("Only a database opened by openDb has VAPID keys");
  return keys;
}
