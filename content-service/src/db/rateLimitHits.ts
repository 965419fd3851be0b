/** Requests counted against the rate limits, in fixed windows, per key (limitKeys.ts): one row per
 * key, shared by every instance of the service. The store that reads them is in
 * http/sharedRateLimitStore.ts. Times are milliseconds since the epoch. */
import { sql } from "kysely";
import type { Db } from "./open";

/** Counts one more request of `key` at `now`, in one statement (so that requests sent at once, to
 * any instance, are each counted): a new window of `windowMs` starts when the key has none that
 * is still open. Answers the requests counted in the window and when it ends. */
export async function countHit(
  db: Db,
  key: string,
  windowMs: number,
  now: number,
): Promise<{ hits: number; endsAt: number }> {
  const ended = sql<boolean>`rate_limit_hits.ends_at <= ${now}`;
  const row = await db
    .insertInto("rate_limit_hits")
    .values({ key, hits: 1, ends_at: now + windowMs })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        hits: sql<number>`CASE WHEN ${ended} THEN 1 ELSE rate_limit_hits.hits + 1 END`,
        ends_at: sql<number>`CASE WHEN ${ended} THEN excluded.ends_at ELSE rate_limit_hits.ends_at END`,
      }),
    )
    .returning(["hits", "ends_at"])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), endsAt: Number(row.ends_at) };
}

/** Forgets the windows that ended at or before `now`. */
export async function deleteEndedHits(db: Db, now: number): Promise<void> {
  await db.deleteFrom("rate_limit_hits").where("ends_at", "<=", now).execute();
}
