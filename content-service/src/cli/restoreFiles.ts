import { readdirSync, readFileSync } from "fs";
import path from "path";
import { configFromEnv } from "../config";
import { chooseStore } from "../files/chooseStore";
import { FILE_AREAS, type FileStore } from "../files/fileStore";

/** Puts every file of a backup folder (its media/, certificates/ and resumes/, as `npm run backup`
 * wrote them) into `files`, under the same names; answers how many. Names are never reused, so an
 * object already there with a name holds the same bytes, and writing it again changes nothing. */
export async function restoreFiles(from: string, files: FileStore): Promise<number> {
  let restored = 0;
  for (const area of FILE_AREAS) {
    const root = path.join(from, area);
    let entries;
    try {
      entries = readdirSync(root, { recursive: true, withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries.filter((candidate) => candidate.isFile())) {
      const name = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
      await files.put(area, name, readFileSync(path.join(root, name)));
      await files.commit(area, name);
      restored++;
    }
  }
  return restored;
}

/** `npm run restore-files -- <backup folder>`: into MEDIA_BUCKET (or the data folder). */
if (require.main === module) {
  const from = process.argv[2];
  if (!from) {
    console.error("Usage: npm run restore-files -- <backup folder>   (one `npm run backup` wrote)");
    process.exit(2);
  }
  const { dataDir, mediaBucket } = configFromEnv();
  const files = chooseStore(dataDir, mediaBucket);
  restoreFiles(path.resolve(from), files)
    .then((count) => console.log(`Restored ${count} files from ${path.resolve(from)} into ${files.where}`))
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
