import { auditNewestFirst, insertAudit } from "../db/audit";
import type { Db } from "../db/open";
import { auditLabel, uploadFacts } from "./auditLabels";

/** "upload": a file received at the desk (never the file itself, only its type and size);
 * "retention": personal data removed because RETENTION_DAYS had passed; "sign-in-failed" and
 * "sign-in-locked": a sign-in refused for its password or account, or during a lockout (the e-mail
 * tried and the address, never the password); the rest are changes to staff accounts. */
export type AuditAction =
  | "create"
  | "update"
  | "delete"
  | "upload"
  | "sign-in"
  | "sign-out"
  | "sign-in-failed"
  | "sign-in-locked"
  | "retention"
  | "disable"
  | "enable"
  | "reset-password"
  | "change-password";

/** The actor of what the service does on its own, such as the retention sweep. */
export const SERVICE_ACTOR = "content service";

/** What changed between two versions of a record: {field: [before, after]}. */
export function changesBetween(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      changes[key] = [before[key] ?? null, after[key] ?? null];
  }
  return changes;
}

export interface AuditEntry {
  actor: string;
  action: AuditAction;
  kind?: string;
  itemId?: string;
  changes?: unknown;
  /** What the item was called at the time (a title, a name, an e-mail address); found from the
   * kind and id when not given, since a later rename or deletion must not change the log. */
  label?: string | null;
  /** The client address, for sign-ins. */
  address?: string;
}

/** Every write at the desk, with who, when, what kind, which id, what it was called and what changed. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  const label = entry.label !== undefined ? entry.label : await auditLabel(db, entry.kind, entry.itemId, entry.changes);
  await insertAudit(db, {
    at: new Date().toISOString(),
    actor: entry.actor,
    action: entry.action,
    kind: entry.kind ?? null,
    itemId: entry.itemId ?? null,
    changes: entry.changes === undefined ? null : JSON.stringify(entry.changes),
    label,
    address: entry.address ?? null,
  });
}

/** The log, newest first; an upload with its file's name and the item using it (uploadFacts). */
export async function listAudit(db: Db): Promise<Record<string, unknown>[]> {
  const upload = await uploadFacts(db);
  return (await auditNewestFirst(db)).map((row) => ({
    id: row.id,
    at: row.at,
    actor: row.actor,
    action: row.action,
    kind: row.kind,
    itemId: row.itemId,
    label: row.label,
    address: row.address,
    changes: row.changes ? JSON.parse(row.changes) : null,
    ...(row.kind === "media" && row.itemId ? upload(row.itemId) : {}),
  }));
}
