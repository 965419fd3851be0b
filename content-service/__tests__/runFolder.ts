import { chmodSync, mkdtempSync, rmSync } from "fs";
import os from "os";
import path from "path";

/** The folder a run keeps its temporary files in, shared with `removeRunFolder` (Jest gives a run's
 * global setup and teardown one global object). */
const RUN_FOLDER = "__contentServiceRunFolder";
type WithRunFolder = typeof globalThis & { [RUN_FOLDER]?: string };

/** Jest's global setup: every test's temporary files (seeded data folders of up to 15 MB each,
 * clusters, backups) go into one folder of this run, whichever way the run was started; left in the
 * system's, they filled a disk over repeated runs. Open to every account as the system's is: a test's
 * PostgreSQL server runs as its own. The test workers start after this and inherit TMPDIR. The
 * service project's own setup (its seeded template) may run first: it makes the folder then. */
export function makeRunFolder(): void {
  if ((globalThis as WithRunFolder)[RUN_FOLDER]) return;
  const folder = mkdtempSync(path.join(os.tmpdir(), "content-service-run-"));
  chmodSync(folder, 0o1777);
  process.env.TMPDIR = folder;
  (globalThis as WithRunFolder)[RUN_FOLDER] = folder;
}

/** Jest's global teardown: removes the run's folder. */
export function removeRunFolder(): void {
  const folder = (globalThis as WithRunFolder)[RUN_FOLDER];
  if (folder) rmSync(folder, { recursive: true, force: true });
}
