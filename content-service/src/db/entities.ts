import type { Db } from "./open";

/** The kinds of content the public API lists (SPEC §7), as stored. */
export const ENTITY_KINDS = ["highlight", "news", "event", "birthday", "gallery", "blog", "topper", "calendar", "registration"] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

/** Who made a row: the sample seed, or staff at the desk. The seed only ever replaces its own. */
export type Origin = "seed" | "desk";

export type EntityBody = Record<string, unknown>;

export function listEntities(db: Db, kind: EntityKind): EntityBody[] {
  return (db.prepare("SELECT body FROM entities WHERE kind = ? ORDER BY position, rowid").all(kind) as { body: string }[]).map(
    (row) => JSON.parse(row.body) as EntityBody,
  );
}

export function getEntity(db: Db, kind: EntityKind, id: string): EntityBody | null {
  const row = db.prepare("SELECT body FROM entities WHERE kind = ? AND id = ?").get(kind, id) as { body: string } | undefined;
  return row ? (JSON.parse(row.body) as EntityBody) : null;
}

export function insertEntities(db: Db, entities: { kind: string; id: string; body: EntityBody }[], origin: Origin): void {
  const now = new Date().toISOString();
  const insert = db.prepare("INSERT INTO entities (kind, id, position, body, origin, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)");
  entities.forEach((entity, i) => insert.run(entity.kind, entity.id, i, JSON.stringify(entity.body), origin, now, now));
}

export function deleteEntitiesOf(db: Db, origin: Origin): void {
  db.prepare("DELETE FROM entities WHERE origin = ?").run(origin);
}
