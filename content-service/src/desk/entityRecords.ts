import { mediaByPath } from "../db/media";
import type { Db } from "../db/open";
import type { EntityBody, EntityRow } from "../db/entities";
import type { DeskKind } from "@school/contract/desk/kinds";
import { sanitizeBlogHtml } from "./sanitizeBlog";

export type DeskRecord = Record<string, unknown> & { id: string };

/** An attachment as the desk names it: its id. Older items name some files by their published
 * path (seeded birthdays); those are shown by the id of the file at that path. */
async function attachmentIds(db: Db, value: unknown): Promise<string[]> {
  const refs = Array.isArray(value) ? value.map(String) : typeof value === "string" && value ? [value] : [];
  const ids: string[] = [];
  for (const ref of refs) ids.push(/[/.]/.test(ref) ? ((await mediaByPath(db, ref))?.id ?? ref) : ref);
  return ids;
}

/** A stored item as the desk shows it: `id` for `_id`, attachment lists as lists of ids, where it
 * came from and where the public can see it, and its version (the ETag a change must name). */
export async function toRecord(db: Db, kind: DeskKind, row: EntityRow): Promise<DeskRecord> {
  const { _id, ...fields } = row.body;
  const record: DeskRecord = { id: String(_id), ...fields };
  for (const field of Object.keys(kind.attachments)) record[field] = await attachmentIds(db, fields[field]);
  // A last date equal to the date says nothing more (earlier versions of the desk stored one for
  // every event): shown empty, so that moving the date later does not trip over a field the editor
  // never filled. Saved again, the event simply has no last date, which means the same.
  if (kind.name === "events" && record.toDate === record.date) delete record.toDate;
  return {
    ...record,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    origin: row.origin,
    publicPath: kind.publicPath(record),
    version: row.version,
  };
}

/** A body as it will be stored, before the kind's schema checks it: a blog post's HTML is
 * sanitised first, so that a post made only of what sanitising drops (a lone <script>) is refused
 * as empty instead of being stored without text. */
export function beforeCheck(kind: DeskKind, body: unknown): unknown {
  if (kind.name !== "blog" || typeof body !== "object" || body === null) return body;
  const { description } = body as Record<string, unknown>;
  return typeof description === "string" ? { ...body, description: sanitizeBlogHtml(description) } : body;
}

/** A checked record as the public API serves it (SPEC §3): optional text left empty is left out,
 * as the service leaves out what it does not know. An event without a last date is stored without
 * one (SPEC's "date or toDate"): the site and the feeds read it as a one-day event. */
export function toBody(id: string, value: Record<string, unknown>): EntityBody {
  const body: EntityBody = { _id: id };
  for (const [key, field] of Object.entries(value)) if (field !== "") body[key] = field;
  return body;
}

export const attachmentRefs = (kind: DeskKind, body: EntityBody): string[] =>
  Object.keys(kind.attachments).flatMap((field) =>
    Array.isArray(body[field])
      ? (body[field] as unknown[]).map(String)
      : typeof body[field] === "string"
        ? [String(body[field])]
        : [],
  );
