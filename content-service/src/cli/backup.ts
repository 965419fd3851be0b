import { cpSync, existsSync, mkdirSync, readdirSync, statSync } from "fs";
import path from "path";
import Database from "better-sqlite3";
import { configFromEnv } from "../config";
import { dataPaths } from "../db/open";

const FOLDERS = ["media", "certificates", "resumes"] as const;

function sizeOf(dir: string): { files: number; bytes: number } {
  if (!existsSync(dir)) return { files: 0, bytes: 0 };
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((total, entry) => ({ files: total.files + 1, bytes: total.bytes + statSync(path.join(entry.parentPath, entry.name)).size }), { files: 0, bytes: 0 });
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Writes a consistent copy of the data folder into `target` while the service runs: the database
 * through SQLite's online backup (a snapshot, whatever is being written meanwhile), then the
 * stored files. Files are never rewritten in place (new uploads get new names), so every file the
 * snapshot names is copied whole. The target is laid out as a data folder: it can be started as
 * one (DATA_DIR) or copied back. */
export async function backup(dataDir: string, target: string): Promise<string[]> {
  if (existsSync(target) && readdirSync(target).length) throw new Error(`${target} is not empty: give a new or empty folder.`);
  const source = dataPaths(dataDir);
  if (!existsSync(source.database)) throw new Error(`No database at ${source.database}: is DATA_DIR right?`);
  mkdirSync(target, { recursive: true });
  const db = new Database(source.database, { readonly: true, fileMustExist: true });
  try {
    await db.backup(path.join(target, "content.db"));
  } finally {
    db.close();
  }
  const copy = new Database(path.join(target, "content.db"), { readonly: true });
  const count = (table: string) => (copy.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  const report = [`content.db: ${count("entities")} content items, ${count("media")} files, ${count("certificates")} certificates, ${count("submissions")} submissions`];
  copy.close();
  for (const folder of FOLDERS) {
    const from = path.join(dataDir, folder);
    if (!existsSync(from)) continue;
    cpSync(from, path.join(target, folder), { recursive: true });
    const { files, bytes } = sizeOf(path.join(target, folder));
    report.push(`${folder}/: ${files} files, ${mb(bytes)}`);
  }
  return report;
}

/** `npm run backup -- <folder>` */
if (require.main === module) {
  const target = process.argv[2];
  if (!target) {
    console.error("Usage: npm run backup -- <folder>   (a new or empty folder)");
    process.exit(2);
  }
  const { dataDir } = configFromEnv();
  backup(dataDir, path.resolve(target))
    .then((report) => console.log(`Backed up ${dataDir} into ${path.resolve(target)}:\n  ${report.join("\n  ")}`))
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
