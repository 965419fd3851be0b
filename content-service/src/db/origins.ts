import { inSchool } from "./schoolScope";
import type { Db } from "./open";

/** Content, files and certificates made elsewhere than by the seed: published at the desk. */
export async function rowsNotFromSeed(db: Db): Promise<number> {
  let total = 0;
  for (const table of ["entities", "media", "certificates"] as const) {
    const { n } = await db
      .selectFrom(table)
      .where(inSchool(db))
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("origin", "!=", "seed")
      .executeTakeFirstOrThrow();
    total += Number(n);
  }
  return total;
}
