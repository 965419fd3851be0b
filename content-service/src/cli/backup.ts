import { createWriteStream, existsSync, mkdirSync, readdirSync, rmSync, statSync } from "fs";
import path from "path";
import { pipeline } from "stream/promises";
import { configFromEnv } from "../config";
import { dataPaths } from "../db/open";
import { chooseStore } from "../files/chooseStore";
import type { FileStore } from "../files/fileStore";
import { folderStore } from "../files/folderStore";
import type { ReferencedFile } from "../db/referencedFiles";
import { dumpPostgres, snapshotCounts, snapshotDatabase, type SnapshotCounts } from "../db/snapshot";

const FOLDERS = ["media", "certificates", "resumes"] as const;
/** A reseed or a delete at the desk may remove a file between the snapshot and its copy; a new
 * snapshot then names the files that replaced it. Past this many tries the backup fails. */
const ATTEMPTS = 3;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export interface BackupOptions {
  /** The PostgreSQL database the service uses (DATABASE_URL); none for the data folder's SQLite file. */
  databaseUrl?: string | null;
  /** Where the files are kept (MEDIA_BUCKET): the data folder unless given. */
  files?: FileStore;
  /** Runs after each snapshot, before its files are copied: where a test puts its reseed. */
  afterSnapshot?: (attempt: number) => Promise<void> | void;
}

/** What a backup holds of the database: the SQLite file, or PostgreSQL's dump (pg_restore reads it). */
export const SQLITE_COPY = "content.db";
export const POSTGRES_DUMP = "content.dump";

/** Writes a consistent copy of the data folder into `target` while the service runs: the database
 * through SQLite's online backup, or pg_dump on PostgreSQL (a snapshot, whatever is being written
 * meanwhile), then every file that snapshot names, from the data folder or the bucket (MEDIA_BUCKET),
 * and nothing else. Files are never rewritten in place (new uploads get new names), so a file that
 * is there is whole; one removed meanwhile (a reseed replaces the sample certificates at once) makes
 * a fresh snapshot, and a backup that still misses a file is removed and reported as failed. Every
 * named file is checked in the target before it says so. The target is laid out as a data folder:
 * on SQLite it can be started as one (DATA_DIR) or copied back; on PostgreSQL its dump is restored
 * with pg_restore; the files go back into a bucket with `npm run restore-files` (docs/operations.md). */
export async function backup(dataDir: string, target: string, options: BackupOptions = {}): Promise<string[]> {
  if (existsSync(target) && readdirSync(target).length)
    throw new Error(`${target} is not empty: give a new or empty folder.`);
  const { databaseUrl, files = folderStore(dataDir) } = options;
  const source = dataPaths(dataDir);
  if (!databaseUrl && !existsSync(source.database))
    throw new Error(`No database at ${source.database}: is DATA_DIR right?`);
  const snapshot = databaseUrl
    ? () => dumpPostgres(databaseUrl, path.join(target, POSTGRES_DUMP))
    : async () => {
        const copy = path.join(target, SQLITE_COPY);
        const files = await snapshotDatabase(source.database, copy);
        return { files, counts: await snapshotCounts(copy) };
      };
  let missing: ReferencedFile[] = [];
  try {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      emptyFolder(target);
      const { files: named, counts } = await snapshot();
      await options.afterSnapshot?.(attempt);
      for (const ref of named) await copyFile(files, target, ref);
      missing = named.filter(({ folder, file }) => !existsSync(path.join(target, folder, file)));
      if (!missing.length) return report(target, databaseUrl ? POSTGRES_DUMP : SQLITE_COPY, counts, named);
    }
  } catch (error) {
    emptyFolder(target);
    throw error;
  }
  emptyFolder(target);
  const names = missing.map(({ folder, file }) => `${folder}/${file}`);
  throw new Error(
    `Backup failed: ${names.length} files the database names vanished before they were copied, ` +
      `${ATTEMPTS} times over (${names.slice(0, 5).join(", ")}${names.length > 5 ? " …" : ""}). ` +
      `${target} was emptied. Try again when nothing is being reseeded or deleted; ` +
      "if it fails again, the data folder lacks these files.",
  );
}

/** Removes what an attempt wrote; the folder itself stays (it may be a mount point). */
function emptyFolder(dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(dir)) rmSync(path.join(dir, entry), { recursive: true, force: true });
}

/** Copies one named file from the data folder or the bucket; one gone from it is left out, and
 * found missing afterwards. */
async function copyFile(files: FileStore, target: string, { folder, file }: ReferencedFile): Promise<void> {
  const stored = await files.open(folder, file);
  if (!stored) return;
  const to = path.join(target, folder, file);
  mkdirSync(path.dirname(to), { recursive: true });
  await pipeline(stored.body, createWriteStream(to));
}

/** What the backup holds: its database's counts (read back from the copy on SQLite, from the
 * dump's own snapshot on PostgreSQL), and each folder's files, every one of which the database
 * names and the target was found to hold. */
function report(target: string, database: string, counts: SnapshotCounts, files: ReferencedFile[]): string[] {
  const lines = [
    `${database}: ${counts.entities} content items, ${counts.media} files, ` +
      `${counts.certificates} certificates, ${counts.submissions} submissions`,
  ];
  for (const folder of FOLDERS) {
    const own = files.filter((ref) => ref.folder === folder);
    const bytes = own.reduce((total, { file }) => total + statSync(path.join(target, folder, file)).size, 0);
    lines.push(`${folder}/: ${own.length} files, ${mb(bytes)}`);
  }
  lines.push(`checked: all ${files.length} files the database names are in the backup`);
  return lines;
}

/** `npm run backup -- <folder>` */
if (require.main === module) {
  const target = process.argv[2];
  if (!target) {
    console.error("Usage: npm run backup -- <folder>   (a new or empty folder)");
    process.exit(2);
  }
  const { dataDir, databaseUrl, mediaBucket } = configFromEnv();
  const files = chooseStore(dataDir, mediaBucket);
  backup(dataDir, path.resolve(target), { databaseUrl, files })
    .then((report) => {
      const from = mediaBucket ? `${dataDir} and ${files.where}` : dataDir;
      console.log(`Backed up ${from} into ${path.resolve(target)}:\n  ${report.join("\n  ")}`);
    })
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
