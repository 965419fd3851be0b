import type { Db } from "../db/open";

/** "upload": a file received at the desk (never the file itself, only its type and size);
 * "retention": personal data removed because RETENTION_DAYS had passed. */
export type AuditAction = "create" | "update" | "delete" | "upload" | "sign-in" | "sign-out" | "retention";

/** The actor of what the service does on its own, such as the retention sweep. */
export const SERVICE_ACTOR = "content service";

/** What changed between two versions of a record: {field: [before, after]}. */
export function changesBetween(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = [before[key] ?? null, after[key] ?? null];
  }
  return changes;
}

/** Every write at the desk, with who, when, what kind, which id and what changed. */
export function recordAudit(db: Db, entry: { actor: string; action: AuditAction; kind?: string; itemId?: string; changes?: unknown }): void {
  db.prepare("INSERT INTO audit (at, actor, action, kind, item_id, changes) VALUES (?, ?, ?, ?, ?, ?)").run(
    new Date().toISOString(),
    entry.actor,
    entry.action,
    entry.kind ?? null,
    entry.itemId ?? null,
    entry.changes === undefined ? null : JSON.stringify(entry.changes),
  );
}

export function listAudit(db: Db): Record<string, unknown>[] {
  const rows = db.prepare("SELECT id, at, actor, action, kind, item_id, changes FROM audit ORDER BY id DESC").all() as Record<string, unknown>[];
  return rows.map((row) => ({ id: row.id, at: row.at, actor: row.actor, action: row.action, kind: row.kind, itemId: row.item_id, changes: row.changes ? JSON.parse(String(row.changes)) : null }));
}
