/** @jest-environment node */
import { countHit, deleteEndedHits } from "../../src/db/rateLimitHits";
import { rootOf } from "../../src/db/schoolScope";
import { query, seededDataDir, withDb } from "./helpers";
import { sql } from "kysely";

const T = 1_800_000_000_000;

describe("the rate limits' shared counts", () => {
  it("counts a key's hits in its window, and starts a new window once it has ended", async () => {
    const dataDir = seededDataDir();
    const counts = await withDb(dataDir, async (scoped) => {
      const db = rootOf(scoped);
      const answers = [];
      for (const [key, at] of [
        ["a", T],
        ["a", T + 500],
        ["b", T + 600],
        ["a", T + 999],
        ["a", T + 1000],
        ["a", T + 1001],
      ] as const)
        answers.push([key, at, await countHit(db, key, 1000, at)]);
      return answers;
    });
    expect(counts).toEqual([
      ["a", T, { hits: 1, endsAt: T + 1000 }],
      ["a", T + 500, { hits: 2, endsAt: T + 1000 }],
      ["b", T + 600, { hits: 1, endsAt: T + 1600 }],
      ["a", T + 999, { hits: 3, endsAt: T + 1000 }],
      ["a", T + 1000, { hits: 1, endsAt: T + 2000 }],
      ["a", T + 1001, { hits: 2, endsAt: T + 2000 }],
    ]);
  });

  it("forgets the windows that have ended, and only those", async () => {
    const dataDir = seededDataDir();
    await withDb(dataDir, async (scoped) => {
      const db = rootOf(scoped);
      await countHit(db, "ended", 1000, T);
      await countHit(db, "open", 5000, T);
      await deleteEndedHits(db, T + 1000);
    });
    expect(await query(dataDir, sql`SELECT key, hits FROM rate_limit_hits`)).toEqual([{ key: "open", hits: 1 }]);
  });
});
