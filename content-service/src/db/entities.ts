import { inSchool, schoolToWrite } from "./schoolScope";
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
  "alert",
] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

/** Who made a row: the sample seed, or staff at the desk. The seed only ever replaces its own. */
export type Origin = "seed" | "desk";

export type EntityBody = Record<string, unknown>;

/** A kind's rows in the order lists without dates keep: by position, then as they were added. */
const inListOrder = (db: Db, kind: EntityKind) =>
  db
    .selectFrom("entities")
    .where(inSchool(db))
    .where("kind", "=", kind)
    .orderBy("position")
    .orderBy("created_at")
    .orderBy("id");

export async function listEntities(db: Db, kind: EntityKind): Promise<EntityBody[]> {
  const rows = await inListOrder(db, kind).select("body").execute();
  return rows.map((row) => JSON.parse(row.body) as EntityBody);
}

export async function getEntity(db: Db, kind: EntityKind, id: string): Promise<EntityBody | null> {
  const row = await db
    .selectFrom("entities")
    .where(inSchool(db))
    .select("body")
    .where("kind", "=", kind)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? (JSON.parse(row.body) as EntityBody) : null;
}

export async function insertEntities(
  db: Db,
  entities: { kind: string; id: string; body: EntityBody }[],
  origin: Origin,
): Promise<void> {
  const now = new Date().toISOString();
  for (const [i, entity] of entities.entries())
    await db
      .insertInto("entities")
      .values({
        school: schoolToWrite(db),
        kind: entity.kind,
        id: entity.id,
        position: i,
        body: JSON.stringify(entity.body),
        origin,
        created_at: now,
        updated_at: now,
      })
      .execute();
}

export async function deleteEntitiesOf(db: Db, origin: Origin): Promise<void> {
  await db.deleteFrom("entities").where(inSchool(db)).where("origin", "=", origin).execute();
}

export interface EntityRow {
  body: EntityBody;
  origin: Origin;
  createdAt: string | null;
  updatedAt: string | null;
  /** Changes with every write of the row (the desk's ETag). */
  version: string;
}

const toEntityRow = (row: {
  body: string;
  origin: string;
  created_at: string | null;
  updated_at: string | null;
}): EntityRow => ({
  body: JSON.parse(row.body) as EntityBody,
  origin: row.origin as Origin,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  version: versionOf(row.body, row.origin, row.updated_at),
});

const ROW_COLUMNS = ["body", "origin", "created_at", "updated_at"] as const;

export async function entityRows(db: Db, kind: EntityKind): Promise<EntityRow[]> {
  return (await inListOrder(db, kind).select(ROW_COLUMNS).execute()).map(toEntityRow);
}

export async function entityRow(db: Db, kind: EntityKind, id: string): Promise<EntityRow | null> {
  const row = await db
    .selectFrom("entities")
    .where(inSchool(db))
    .select(ROW_COLUMNS)
    .where("kind", "=", kind)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toEntityRow(row) : null;
}

/** A new item goes last in the order lists without dates keep (birthdays, toppers, links). */
export async function insertEntity(db: Db, kind: EntityKind, id: string, body: EntityBody, origin: Origin) {
  const now = new Date().toISOString();
  const { last } = await db
    .selectFrom("entities")
    .where(inSchool(db))
    .select((eb) => eb.fn.max("position").as("last"))
    .where("kind", "=", kind)
    .executeTakeFirstOrThrow();
  await db
    .insertInto("entities")
    .values({
      school: schoolToWrite(db),
      kind,
      id,
      position: last === null ? 0 : Number(last) + 1,
      body: JSON.stringify(body),
      origin,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export async function updateEntity(db: Db, kind: EntityKind, id: string, body: EntityBody): Promise<void> {
  await db
    .updateTable("entities")
    .where(inSchool(db))
    .set({ body: JSON.stringify(body), updated_at: new Date().toISOString() })
    .where("kind", "=", kind)
    .where("id", "=", id)
    .execute();
}

export async function deleteEntity(db: Db, kind: EntityKind, id: string): Promise<void> {
  await db.deleteFrom("entities").where(inSchool(db)).where("kind", "=", kind).where("id", "=", id).execute();
}

/** Every attachment id any item refers to, with the item (the first found, when several share it). */
export async function attachmentOwners(db: Db): Promise<Map<string, { kind: EntityKind; body: EntityBody }>> {
  const owners = new Map<string, { kind: EntityKind; body: EntityBody }>();
  for (const row of await db.selectFrom("entities").where(inSchool(db)).select(["kind", "body"]).execute()) {
    const body = JSON.parse(row.body) as EntityBody;
    for (const field of ["attachments", "images"]) {
      const value = body[field];
      for (const ref of Array.isArray(value) ? value : typeof value === "string" ? [value] : [])
        if (!owners.has(String(ref))) owners.set(String(ref), { kind: row.kind as EntityKind, body });
    }
  }
  return owners;
}

/** Every attachment id any item refers to. */
export const referencedAttachments = async (db: Db): Promise<Set<string>> =>
  new Set((await attachmentOwners(db)).keys());
