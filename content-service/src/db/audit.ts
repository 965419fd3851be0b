import { inSchool, schoolToWrite } from "./schoolScope";
import type { Db } from "./open";

export interface AuditRow {
  at: string;
  actor: string;
  action: string;
  kind: string | null;
  itemId: string | null;
  /** JSON, or null. */
  changes: string | null;
  label: string | null;
  address: string | null;
}

export async function insertAudit(db: Db, row: AuditRow): Promise<void> {
  const { itemId, ...rest } = row;
  await db
    .insertInto("audit")
    .values({ school: schoolToWrite(db), ...rest, item_id: itemId })
    .execute();
}

/** The whole log, newest first. */
export const auditNewestFirst = (db: Db): Promise<(AuditRow & { id: number })[]> =>
  db
    .selectFrom("audit")
    .where(inSchool(db))
    .select(["id", "at", "actor", "action", "kind", "item_id as itemId", "changes", "label", "address"])
    .orderBy("id", "desc")
    .execute();

/** The newest entry of `action` from `address` written since `since` (ISO time), with its changes. */
export const latestAuditFrom = (db: Db, action: string, address: string, since: string) =>
  db
    .selectFrom("audit")
    .where(inSchool(db))
    .select(["id", "changes"])
    .where("action", "=", action)
    .where("address", "=", address)
    .where("at", ">=", since)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();

export async function setAuditChanges(db: Db, id: number, changes: string): Promise<void> {
  await db.updateTable("audit").where(inSchool(db)).set({ changes }).where("id", "=", id).execute();
}

/** The last create or update of an item the log holds. */
export const lastChangeOf = (db: Db, kind: string, itemId: string) =>
  db
    .selectFrom("audit")
    .where(inSchool(db))
    .select(["actor", "at"])
    .where("kind", "=", kind)
    .where("item_id", "=", itemId)
    .where("action", "in", ["create", "update"])
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();

/** Forgets the client addresses of entries written before `before` (ISO time); answers how many. */
export async function forgetAuditAddressesBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .updateTable("audit")
    .where(inSchool(db))
    .set({ address: null })
    .where("address", "is not", null)
    .where("at", "<", before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
