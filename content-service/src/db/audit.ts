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

export function insertAudit(db: Db, row: AuditRow): void {
  db.prepare(
    "INSERT INTO audit (at, actor, action, kind, item_id, changes, label, address) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  ).run(row.at, row.actor, row.action, row.kind, row.itemId, row.changes, row.label, row.address);
}

/** The whole log, newest first. */
export const auditNewestFirst = (db: Db): (AuditRow & { id: number })[] =>
  db
    .prepare(
      "SELECT id, at, actor, action, kind, item_id AS itemId, changes, label, address FROM audit ORDER BY id DESC",
    )
    .all() as (AuditRow & { id: number })[];

/** The newest entry of `action` from `address` written since `since` (ISO time), with its changes. */
export const latestAuditFrom = (db: Db, action: string, address: string, since: string) =>
  db
    .prepare("SELECT id, changes FROM audit WHERE action = ? AND address = ? AND at >= ? ORDER BY id DESC LIMIT 1")
    .get(action, address, since) as { id: number; changes: string } | undefined;

export function setAuditChanges(db: Db, id: number, changes: string): void {
  db.prepare("UPDATE audit SET changes = ? WHERE id = ?").run(changes, id);
}

/** The last create or update of an item the log holds. */
export const lastChangeOf = (db: Db, kind: string, itemId: string) =>
  db
    .prepare(
      "SELECT actor, at FROM audit WHERE kind = ? AND item_id = ? AND action IN ('create', 'update') " +
        "ORDER BY id DESC LIMIT 1",
    )
    .get(kind, itemId) as { actor: string; at: string } | undefined;

/** Forgets the client addresses of entries written before `before` (ISO time); answers how many. */
export const forgetAuditAddressesBefore = (db: Db, before: string): number =>
  db.prepare("UPDATE audit SET address = NULL WHERE address IS NOT NULL AND at < ?").run(before).changes;
