import { inSchool, schoolToWrite } from "./schoolScope";
import { createHash, randomBytes } from "crypto";
import type { Db } from "./open";
import type { Origin } from "./entities";
import { randomName } from "../randomName";

/** A name as the lookup compares it: case and extra spaces do not matter. */
export const nameKey = (name: string): string => name.trim().replace(/\s+/g, " ").toLowerCase();

/** How long the address a lookup answers stays valid: long enough to download, short enough that
 * a copied link is soon worthless. */
export const GRANT_TTL_MS = 10 * 60_000;

const hash = (token: string) => createHash("sha256").update(token).digest("base64url");

export async function insertCertificate(
  db: Db,
  record: { admission: string; name: string; file: string },
  origin: Origin,
): Promise<string> {
  const id = randomName();
  await db
    .insertInto("certificates")
    .values({
      school: schoolToWrite(db),
      id,
      admission: record.admission,
      name: record.name,
      name_key: nameKey(record.name),
      file: record.file,
      origin,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

export async function deleteCertificatesOf(db: Db, origin: Origin): Promise<void> {
  await db.deleteFrom("certificates").where(inSchool(db)).where("origin", "=", origin).execute();
}

export async function certificateFiles(db: Db): Promise<Set<string>> {
  return new Set(
    (await db.selectFrom("certificates").where(inSchool(db)).select("file").execute()).map((row) => row.file),
  );
}

/** Whether a certificate, or a scan waiting for one, names `file`. */
export async function certificateNamesFile(db: Db, file: string): Promise<boolean> {
  const row = await db
    .selectFrom("certificates")
    .where(inSchool(db))
    .select("file")
    .where("file", "=", file)
    .unionAll(db.selectFrom("certificate_uploads").where(inSchool(db)).select("file").where("file", "=", file))
    .executeTakeFirst();
  return row !== undefined;
}

/** Both fields must match a record. A match yields a fresh token of 192 random bits, stored only
 * as its hash, that opens the certificate for GRANT_TTL_MS. */
export async function grantCertificate(db: Db, admission: string, name: string, now = Date.now()) {
  const record = await db
    .selectFrom("certificates")
    .where(inSchool(db))
    .select("id")
    .where("admission", "=", admission)
    .where("name_key", "=", nameKey(name))
    .executeTakeFirst();
  if (!record) return null;
  const token = randomBytes(24).toString("base64url");
  await db.deleteFrom("certificate_grants").where("expires_at", "<", now).execute();
  await db
    .insertInto("certificate_grants")
    .values({ token_hash: hash(token), certificate_id: record.id, expires_at: now + GRANT_TTL_MS })
    .execute();
  return token;
}

/** The certificate file a live token opens, or null. */
export async function grantedFile(db: Db, token: string, now = Date.now()): Promise<string | null> {
  const row = await db
    .selectFrom("certificate_grants as g")
    .innerJoin("certificates as c", "c.id", "g.certificate_id")
    .select("c.file")
    .where("g.token_hash", "=", hash(token))
    .where("g.expires_at", ">=", now)
    .executeTakeFirst();
  return row?.file ?? null;
}

/** A certificate's stored row, as the desk edits it. */
export interface CertificateRow {
  id: string;
  admission: string;
  name: string;
  file: string;
  origin: string;
  created_at: string;
  updated_at: string | null;
}

const CERTIFICATE_COLUMNS = ["id", "admission", "name", "file", "origin", "created_at", "updated_at"] as const;

export const certificateById = (db: Db, id: string): Promise<CertificateRow | undefined> =>
  db.selectFrom("certificates").where(inSchool(db)).select(CERTIFICATE_COLUMNS).where("id", "=", id).executeTakeFirst();

export const allCertificates = (db: Db): Promise<CertificateRow[]> =>
  db.selectFrom("certificates").where(inSchool(db)).select(CERTIFICATE_COLUMNS).execute();

/** Whether another certificate than `except` has this admission number and name. */
export async function certificateExists(db: Db, admission: string, name: string, except = ""): Promise<boolean> {
  const row = await db
    .selectFrom("certificates")
    .where(inSchool(db))
    .select("id")
    .where("admission", "=", admission)
    .where("name_key", "=", nameKey(name))
    .where("id", "!=", except)
    .executeTakeFirst();
  return row !== undefined;
}

/** A certificate issued at the desk; its id is the caller's. */
export async function insertDeskCertificate(
  db: Db,
  record: { id: string; admission: string; name: string; file: string },
  now: string,
): Promise<void> {
  await db
    .insertInto("certificates")
    .values({
      school: schoolToWrite(db),
      ...record,
      name_key: nameKey(record.name),
      origin: "desk",
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** Changes a certificate and withdraws the lookup links it had given: they opened the old record. */
export async function updateCertificate(
  db: Db,
  id: string,
  record: { admission: string; name: string; file: string },
  now: string,
): Promise<void> {
  await db
    .updateTable("certificates")
    .where(inSchool(db))
    .set({ ...record, name_key: nameKey(record.name), updated_at: now })
    .where("id", "=", id)
    .execute();
  await db.deleteFrom("certificate_grants").where("certificate_id", "=", id).execute();
}

export async function deleteCertificate(db: Db, id: string): Promise<void> {
  await db.deleteFrom("certificates").where(inSchool(db)).where("id", "=", id).execute();
}

/** A scan uploaded for a certificate not yet saved. */
export async function insertCertificateUpload(db: Db, id: string, file: string, at: number): Promise<void> {
  await db
    .insertInto("certificate_uploads")
    .values({ id, file, created_at: at, school: schoolToWrite(db) })
    .execute();
}

/** Takes a scan uploaded after `since` out of the pending list, answering its file; null when there is none. */
export async function takeCertificateUpload(db: Db, id: string, since: number): Promise<string | null> {
  const row = await db
    .selectFrom("certificate_uploads")
    .select("file")
    .where(inSchool(db))
    .where("id", "=", id)
    .where("created_at", ">", since)
    .executeTakeFirst();
  if (row) await db.deleteFrom("certificate_uploads").where(inSchool(db)).where("id", "=", id).execute();
  return row?.file ?? null;
}

/** Removes the pending scans uploaded at or before `before`, answering their files. */
export async function removeCertificateUploadsBefore(db: Db, before: number): Promise<string[]> {
  const stale = await db
    .deleteFrom("certificate_uploads")
    .where(inSchool(db))
    .where("created_at", "<=", before)
    .returning("file")
    .execute();
  return stale.map((upload) => upload.file);
}

/** A certificate's holder and admission number, for the audit log's label. */
export const certificateLabelRow = (db: Db, id: string) =>
  db
    .selectFrom("certificates")
    .where(inSchool(db))
    .select(["name", "admission"])
    .where("id", "=", id)
    .executeTakeFirst();

/** Removes the lookup links that expired before `now`, answering how many. */
export async function deleteExpiredGrants(db: Db, now: number): Promise<number> {
  const result = await db.deleteFrom("certificate_grants").where("expires_at", "<", now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
