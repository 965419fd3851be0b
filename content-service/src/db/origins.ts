import type { Db } from "./open";

/** Content, files and certificates made elsewhere than by the seed: published at the desk. */
export function rowsNotFromSeed(db: Db): number {
  const count = (table: string) =>
    (db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE origin != 'seed'`).get() as { n: number }).n;
  return count("entities") + count("media") + count("certificates");
}
