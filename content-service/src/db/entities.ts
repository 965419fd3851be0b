import { versionOf } from "../http/entityTag";
import type { Db } from "./open";

/** The kinds of content the public API lists (SPEC §7), as stored. */
export const ENTITY_KINDS = [
  "highlight",
  "news",
  "event",
  "birthday",
  "gallery",
  "blog",
  "topper",
  "calendar",
  "registration",
] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

/** Who made a row: the sample seed, or staff at the desk. The seed only ever replaces its own. */
export type Origin = "seed" | "desk";

export type EntityBody = Record<string, unknown>;

export function listEntities(db: Db, kind: EntityKind): EntityBody[] {
  return (
    db.prepare("SELECT body FROM entities WHERE kind = ? ORDER BY position, rowid").all(kind) as { body: string }[]
  ).map((row) => JSON.parse(row.body) as EntityBody);
}

export function getEntity(db: Db, kind: EntityKind, id: string): EntityBody | null {
  const row = db.prepare("SELECT body FROM entities WHERE kind = ? AND id = ?").get(kind, id) as
    { body: string } | undefined;
  return row ? (JSON.parse(row.body) as EntityBody) : null;
}

export function insertEntities(
  db: Db,
  entities: { kind: string; id: string; body: EntityBody }[],
  origin: Origin,
): void {
  const now = new Date().toISOString();
  const insert = db.prepare(
    "INSERT INTO entities (kind, id, position, body, origin, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  entities.forEach((entity, i) => insert.run(entity.kind, entity.id, i, JSON.stringify(entity.body), origin, now, now));
}

export function deleteEntitiesOf(db: Db, origin: Origin): void {
  db.prepare("DELETE FROM entities WHERE origin = ?").run(origin);
}

export interface EntityRow {
  body: EntityBody;
  origin: Origin;
  createdAt: string | null;
  updatedAt: string | null;
  /** Changes with every write of the row (the desk's ETag). */
  version: string;
}

interface StoredRow {
  body: string;
  origin: Origin;
  created_at: string | null;
  updated_at: string | null;
}

const ROW_COLUMNS = "body, origin, created_at, updated_at";

const toEntityRow = (row: StoredRow): EntityRow => ({
  body: JSON.parse(row.body) as EntityBody,
  origin: row.origin,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  version: versionOf(row.body, row.origin, row.updated_at),
});

export function entityRows(db: Db, kind: EntityKind): EntityRow[] {
  return (
    db.prepare(`SELECT ${ROW_COLUMNS} FROM entities WHERE kind = ? ORDER BY position, rowid`).all(kind) as StoredRow[]
  ).map(toEntityRow);
}

export function entityRow(db: Db, kind: EntityKind, id: string): EntityRow | null {
  const row = db.prepare(`SELECT ${ROW_COLUMNS} FROM entities WHERE kind = ? AND id = ?`).get(kind, id) as
    StoredRow | undefined;
  return row ? toEntityRow(row) : null;
}

/** A new item goes last in the order lists without dates keep (birthdays, toppers, links). */
export function insertEntity(db: Db, kind: EntityKind, id: string, body: EntityBody, origin: Origin): void {
  const now = new Date().toISOString();
  const { next } = db
    .prepare("SELECT COALESCE(MAX(position), -1) + 1 AS next FROM entities WHERE kind = ?")
    .get(kind) as { next: number };
  db.prepare(
    "INSERT INTO entities (kind, id, position, body, origin, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  ).run(kind, id, next, JSON.stringify(body), origin, now, now);
}

export function updateEntity(db: Db, kind: EntityKind, id: string, body: EntityBody): void {
  db.prepare("UPDATE entities SET body = ?, updated_at = ? WHERE kind = ? AND id = ?").run(
    JSON.stringify(body),
    new Date().toISOString(),
    kind,
    id,
  );
}

export function deleteEntity(db: Db, kind: EntityKind, id: string): void {
  db.prepare("DELETE FROM entities WHERE kind = ? AND id = ?").run(kind, id);
}

/** Every attachment id any item refers to. */
export function referencedAttachments(db: Db): Set<string> {
  const used = new Set<string>();
  for (const { body } of db.prepare("SELECT body FROM entities").all() as { body: string }[]) {
    const parsed = JSON.parse(body) as EntityBody;
    for (const field of ["attachments", "images"]) {
      const value = parsed[field];
      for (const ref of Array.isArray(value) ? value : typeof value === "string" ? [value] : []) used.add(String(ref));
    }
  }
  return used;
}
