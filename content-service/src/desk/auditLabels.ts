import { certificateLabelRow } from "../db/certificates";
import type { Db } from "../db/open";
import { staffById } from "../db/staff";
import { submissionLabelRow } from "../db/submissions";
import { attachmentOwners, getEntity, type EntityKind } from "../db/entities";
import { deskUploadNames } from "../db/media";
import { DESK_KINDS, deskKind } from "@school/contract/desk/kinds";

const textOf = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim().slice(0, 200) : null);
const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A published item's title, or a birthday's or topper's name. */
const titleOf = (body: Record<string, unknown>) => textOf(body.title) ?? textOf(body.name);

/** An enquiry or application by its type and day, never the sender's name: the log outlives the
 * submission, which RETENTION_DAYS removes, and must not keep who wrote it. */
const submissionLabel = (kind: unknown, createdAt: unknown) =>
  typeof createdAt === "string"
    ? `${kind === "career" ? "Application" : "Enquiry"} received ${createdAt.slice(0, 10)}`
    : null;

const certificateLabel = (row: Record<string, unknown>) => {
  const name = textOf(row.name);
  return name ? `${name}${textOf(row.admission) ? ` (${textOf(row.admission)})` : ""}` : null;
};

/** What the log tells of an upload, read when the log is: the file's name as it was sent, and the
 * item that uses it (its kind at the desk and its title), or that the file is no longer kept. */
export interface UploadFacts {
  label: string | null;
  partOfKind: string | null;
  partOfLabel: string | null;
  removed: boolean;
}

/** The facts of each upload by its id. Read, not recorded: a file's name may name a pupil, so the
 * log shows it only while the school keeps the file (an unused upload goes within a day, and an
 * item's files with it); and an upload is sent before the item that uses it is saved. */
export async function uploadFacts(db: Db): Promise<(id: string) => UploadFacts> {
  const [names, owners] = await Promise.all([deskUploadNames(db), attachmentOwners(db)]);
  return (id) => {
    const owner = owners.get(id);
    return {
      label: textOf(names.get(id)),
      partOfKind: owner ? (DESK_KINDS.find((kind) => kind.entity === owner.kind)?.name ?? owner.kind) : null,
      partOfLabel: owner ? titleOf(owner.body) : null,
      removed: !names.has(id),
    };
  };
}

/** What an audited item was called when it was written: its stored row after the write, or, once
 * deleted, the copy the entry keeps of it. Null when the item has no name to show (the retention
 * sweep) or its name must not be kept: an upload's file name may name a pupil ("Asha at the
 * fair.jpg"), so the log records uploads without it (uploadFacts reads it while the file is kept). */
export async function auditLabel(
  db: Db,
  kind: string | undefined,
  itemId: string | undefined,
  changes: unknown,
): Promise<string | null> {
  if (!kind || !itemId) return null;
  const kept = asObject(changes);
  switch (kind) {
    case "staff":
      return textOf((await staffById(db, itemId))?.email);
    case "certificates":
      return certificateLabel((await certificateLabelRow(db, itemId)) ?? kept);
    case "submissions": {
      const row = await submissionLabelRow(db, itemId);
      return row ? submissionLabel(row.kind, row.created_at) : submissionLabel(kept.kind, kept.createdAt);
    }
  }
  const entity = deskKind(kind)?.entity;
  if (!entity) return null;
  const stored = await getEntity(db, entity as EntityKind, itemId);
  return titleOf(stored ?? kept);
}
