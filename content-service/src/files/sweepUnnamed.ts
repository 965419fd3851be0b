import { FILE_AREAS, type FileStore } from "./fileStore";

/** A file is written a moment before the row that names it commits: one younger than this may be
 * such a write, and is left alone. */
export const UNNAMED_FILE_GRACE_MS = 24 * 3600_000;

/** Removes the files no row names that are older than UNNAMED_FILE_GRACE_MS: writes whose row
 * never committed (a crash, or a bucket that failed to delete after a refused save) and removals
 * that failed after their row was deleted. `named` holds `<area>/<name>` of every file the database
 * names, read after listing began, so a file committed meanwhile is named. Answers how many went. */
export async function sweepUnnamed(
  store: FileStore,
  named: () => Promise<Set<string>>,
  now = Date.now(),
): Promise<number> {
  const old: { area: (typeof FILE_AREAS)[number]; name: string }[] = [];
  for (const area of FILE_AREAS)
    for await (const { name, modifiedMs } of store.list(area))
      if (modifiedMs < now - UNNAMED_FILE_GRACE_MS) old.push({ area, name });
  if (!old.length) return 0;
  const keep = await named();
  let removed = 0;
  for (const area of FILE_AREAS) {
    const unnamed = old.filter((file) => file.area === area && !keep.has(`${area}/${file.name}`));
    await store.remove(
      area,
      unnamed.map((file) => file.name),
    );
    removed += unnamed.length;
  }
  return removed;
}
