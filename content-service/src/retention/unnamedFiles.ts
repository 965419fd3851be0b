import type { Db } from "../db/open";
import { referencedFiles } from "../db/referencedFiles";
import { acrossSchools } from "../db/schoolScope";
import type { FileStore } from "../files/fileStore";
import { sweepUnnamed } from "../files/sweepUnnamed";

/** Removes the stored files no school's rows name (files/sweepUnnamed.ts); answers how many. */
export const sweepUnnamedFiles = (db: Db, files: FileStore, now = Date.now()): Promise<number> =>
  sweepUnnamed(
    files,
    async () => new Set((await referencedFiles(acrossSchools(db))).map(({ folder, file }) => `${folder}/${file}`)),
    now,
  );
