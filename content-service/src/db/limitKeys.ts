/** The keys of the shared limits (a client's address, a person's id) as they are stored: a keyed
 * hash, so that the rows name nobody to whoever reads them without the database's secret. The
 * secret (`limit_keys`, made by migration 0007) is read once at start by whoever may read the
 * secrets, which on PostgreSQL the request role may not; every instance of the service reads the
 * same one, so that they count under the same keys. */
import { createHmac } from "crypto";
import { sql } from "kysely";
import type { Db } from "./open";
import { rootOf } from "./schoolScope";

const secrets = new WeakMap<Db, string>();

/** The secret of the limits' keys, read as a role that may read `service_secrets`. */
export async function readLimitSecret(reader: Db): Promise<string> {
  const { rows } = await sql<{ value: string }>`
    SELECT value FROM service_secrets WHERE name = 'limit_keys'`.execute(reader);
  return rows[0].value;
}

/** Keeps `secret` for the database `db` opened with. */
export const keepLimitSecret = (db: Db, secret: string): void => void secrets.set(rootOf(db), secret);

/** `key` as the limits' tables store it. */
export function limitKey(db: Db, key: string): string {
  const secret = secrets.get(rootOf(db));
  if (!secret) throw new Error("Only a database opened by openDb has a secret for the limits' keys");
  return createHmac("sha256", secret).update(key, "utf8").digest("hex");
}
