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

export function insertCertificate(
  db: Db,
  record: { admission: string; name: string; file: string },
  origin: Origin,
): string {
  const id = randomName();
  db.prepare(
    "INSERT INTO certificates (id, admission, name, name_key, file, origin, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  ).run(id, record.admission, record.name, nameKey(record.name), record.file, origin, new Date().toISOString());
  return id;
}

export const deleteCertificatesOf = (db: Db, origin: Origin) =>
  db.prepare("DELETE FROM certificates WHERE origin = ?").run(origin);

export const certificateFiles = (db: Db): Set<string> =>
  new Set((db.prepare("SELECT file FROM certificates").all() as { file: string }[]).map((row) => row.file));

/** Whether a certificate, or a scan waiting for one, names `file`. */
export const certificateNamesFile = (db: Db, file: string): boolean =>
  db
    .prepare("SELECT 1 FROM certificates WHERE file = ? UNION ALL SELECT 1 FROM certificate_uploads WHERE file = ?")
    .get(file, file) !== undefined;

/** Both fields must match a record. A match yields a fresh token of 192 random bits, stored only
 * as its hash, that opens the certificate for GRANT_TTL_MS. */
export function grantCertificate(db: Db, admission: string, name: string, now = Date.now()): string | null {
  const record = db
    .prepare("SELECT id FROM certificates WHERE admission = ? AND name_key = ?")
    .get(admission, nameKey(name)) as { id: string } | undefined;
  if (!record) return null;
  const token = randomBytes(24).toString("base64url");
  db.prepare("DELETE FROM certificate_grants WHERE expires_at < ?").run(now);
  db.prepare("INSERT INTO certificate_grants (token_hash, certificate_id, expires_at) VALUES (?, ?, ?)").run(
    hash(token),
    record.id,
    now + GRANT_TTL_MS,
  );
  return token;
}

/** The certificate file a live token opens, or null. */
export function grantedFile(db: Db, token: string, now = Date.now()): string | null {
  const row = db
    .prepare(
      "SELECT c.file FROM certificate_grants g JOIN certificates c ON c.id = g.certificate_id " +
        "WHERE g.token_hash = ? AND g.expires_at >= ?",
    )
    .get(hash(token), now) as { file: string } | undefined;
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

export const certificateById = (db: Db, id: string) =>
  db.prepare("SELECT * FROM certificates WHERE id = ?").get(id) as CertificateRow | undefined;

export const allCertificates = (db: Db) => db.prepare("SELECT * FROM certificates").all() as CertificateRow[];

/** Whether another certificate than `except` has this admission number and name. */
export const certificateExists = (db: Db, admission: string, name: string, except = ""): boolean =>
  db
    .prepare("SELECT 1 FROM certificates WHERE admission = ? AND name_key = ? AND id != ?")
    .get(admission, nameKey(name), except) !== undefined;

/** A certificate issued at the desk; its id is the caller's. */
export function insertDeskCertificate(
  db: Db,
  record: { id: string; admission: string; name: string; file: string },
  now: string,
): void {
  db.prepare(
    "INSERT INTO certificates (id, admission, name, name_key, file, origin, created_at, updated_at) " +
      "VALUES (?, ?, ?, ?, ?, 'desk', ?, ?)",
  ).run(record.id, record.admission, record.name, nameKey(record.name), record.file, now, now);
}

/** Changes a certificate and withdraws the lookup links it had given: they opened the old record. */
export function updateCertificate(
  db: Db,
  id: string,
  record: { admission: string; name: string; file: string },
  now: string,
): void {
  db.prepare(
    "UPDATE certificates SET admission = ?, name = ?, name_key = ?, file = ?, updated_at = ? WHERE id = ?",
  ).run(record.admission, record.name, nameKey(record.name), record.file, now, id);
  db.prepare("DELETE FROM certificate_grants WHERE certificate_id = ?").run(id);
}

export function deleteCertificate(db: Db, id: string): void {
  db.prepare("DELETE FROM certificates WHERE id = ?").run(id);
}

/** A scan uploaded for a certificate not yet saved. */
export function insertCertificateUpload(db: Db, id: string, file: string, at: number): void {
  db.prepare("INSERT INTO certificate_uploads (id, file, created_at) VALUES (?, ?, ?)").run(id, file, at);
}

/** Takes a scan uploaded after `since` out of the pending list, answering its file; null when there is none. */
export function takeCertificateUpload(db: Db, id: string, since: number): string | null {
  const row = db.prepare("SELECT file FROM certificate_uploads WHERE id = ? AND created_at > ?").get(id, since) as
    { file: string } | undefined;
  if (row) db.prepare("DELETE FROM certificate_uploads WHERE id = ?").run(id);
  return row?.file ?? null;
}

/** Removes the pending scans uploaded at or before `before`, answering their files. */
export function removeCertificateUploadsBefore(db: Db, before: number): string[] {
  const stale = db.prepare("SELECT id, file FROM certificate_uploads WHERE created_at <= ?").all(before) as {
    id: string;
    file: string;
  }[];
  for (const upload of stale) db.prepare("DELETE FROM certificate_uploads WHERE id = ?").run(upload.id);
  return stale.map((upload) => upload.file);
}

/** A certificate's holder and admission number, for the audit log's label. */
export const certificateLabelRow = (db: Db, id: string) =>
  db.prepare("SELECT name, admission FROM certificates WHERE id = ?").get(id) as
    { name: string; admission: string } | undefined;

/** Removes the lookup links that expired before `now`, answering how many. */
export const deleteExpiredGrants = (db: Db, now: number): number =>
  db.prepare("DELETE FROM certificate_grants WHERE expires_at < ?").run(now).changes;
