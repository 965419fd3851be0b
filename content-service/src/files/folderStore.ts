import { createReadStream, mkdirSync, readdirSync, rmdirSync, rmSync, statSync } from "fs";
import path from "path";
import { dataPaths } from "../db/open";
import { commitPartial, discardPartial, settlePartialFiles, writePartial } from "../fs/durableFile";
import type { FileArea, FileStore, OpenedFile } from "./fileStore";
import { storedName } from "./storedName";

const PARTIAL = /\.partial$/;

/** The data folder (DATA_DIR): each area a folder of its own, every write whole and synced under a
 * partial name, put in place once its row has committed (src/fs/durableFile.ts). */
export function folderStore(dataDir: string): FileStore {
  const fileOf = (area: FileArea, name: string) => path.join(dataPaths(dataDir)[area], storedName(name));

  /** Empty folders left by a removal go too (a reseed's old generation), up to the area's own. */
  function prune(area: FileArea, file: string) {
    const root = dataPaths(dataDir)[area];
    for (let dir = path.dirname(file); dir.startsWith(`${root}${path.sep}`); dir = path.dirname(dir)) {
      try {
        rmdirSync(dir);
      } catch {
        return;
      }
    }
  }

  return {
    where: `the data folder ${dataDir}`,
    async put(area, name, bytes) {
      const file = fileOf(area, name);
      // A removal may prune the folder between its creation and the write: made again then.
      for (let attempt = 1; ; attempt++) {
        mkdirSync(path.dirname(file), { recursive: true });
        try {
          return writePartial(file, bytes);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "ENOENT" || attempt === 2) throw error;
        }
      }
    },
    commit: async (area, name) => commitPartial(fileOf(area, name)),
    discard: async (area, name) => discardPartial(fileOf(area, name)),
    settle: (area, isCommitted) =>
      settleEverywhere(dataPaths(dataDir)[area], (relative) => isCommitted(relative.split(path.sep).join("/"))),
    onDisk: (area, name) => ({ root: path.resolve(dataPaths(dataDir)[area]), file: storedName(name) }),
    async stat(area, name) {
      const stat = statSync(fileOf(area, name), { throwIfNoEntry: false });
      return stat?.isFile() ? { size: stat.size, modifiedMs: stat.mtimeMs } : null;
    },
    async open(area, name): Promise<OpenedFile | null> {
      const file = fileOf(area, name);
      const stat = statSync(file, { throwIfNoEntry: false });
      return stat?.isFile() ? { size: stat.size, modifiedMs: stat.mtimeMs, body: createReadStream(file) } : null;
    },
    async remove(area, names) {
      for (const name of names) {
        const file = fileOf(area, name);
        rmSync(file, { force: true });
        prune(area, file);
      }
    },
    async *list(area) {
      const root = dataPaths(dataDir)[area];
      let entries: string[];
      try {
        entries = readdirSync(root, { recursive: true, encoding: "utf8" });
      } catch {
        return;
      }
      for (const relative of entries) {
        if (PARTIAL.test(relative)) continue;
        const stat = statSync(path.join(root, relative), { throwIfNoEntry: false });
        if (stat?.isFile()) yield { name: relative.split(path.sep).join("/"), modifiedMs: stat.mtimeMs };
      }
    },
  };
}

/** settlePartialFiles in the area's folder and every folder below it (media keeps uploads/ and the
 * seed's generations), each name relative to the area. */
async function settleEverywhere(root: string, isCommitted: (relative: string) => Promise<boolean>) {
  let dirs: string[];
  try {
    dirs = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  } catch {
    return;
  }
  for (const dir of ["", ...dirs])
    await settlePartialFiles(path.join(root, dir), (name) => isCommitted(path.join(dir, name)));
}
