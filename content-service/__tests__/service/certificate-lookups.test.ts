/** @jest-environment node */
/**
 * The limit on failed transfer-certificate lookups of one admission number, whatever addresses they
 * come from (src/intake/lookupLimit.ts). The service trusts loopback as its proxy, so each lookup
 * names its own address in X-Forwarded-For, out of reach of the limit per address.
 */
import { sql } from "kysely";
import pg from "pg";
import { insertSchool } from "../../src/db/schools";
import { acrossSchools, forSchool } from "../../src/db/schoolScope";
import { LOOKUP_WINDOW_MS, limitedMessage, reserveLookup } from "../../src/intake/lookupLimit";
import { DEFAULT_SCHOOL } from "../../src/school";
import { startService, tempDir, withDb } from "./helpers";
import { databaseUrlOf, onPostgres } from "./testDatabases";

const LIMITED =
  /^Too many tries for this admission number\. Please try again after (1[0-2]|[1-9]):[0-5]\d [ap]m, or contact the school office\.$/;

let service: Awaited<ReturnType<typeof startService>>;
beforeEach(async () => {
  service = await startService({ trustProxy: ["127.0.0.1"], limits: { certificateLookups: 1000 } });
}, 60_000);
afterEach(() => service.close());

let addresses = 0;
async function lookup(admission: string, name: string) {
  addresses += 1;
  const response = await fetch(`${service.base}/api/tc/DPSSWB`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.18.${addresses >> 8}.${addresses & 255}` },
    body: JSON.stringify({ admission, name }),
  });
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.json() };
}

describe("failed lookups of one admission number", () => {
  it("are checked ten at most of thirty sent at once from thirty addresses", async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => lookup("DPS/2015/0412", `Guessed Name ${i}`)),
    );
    expect(answers.filter((answer) => answer.status === 404)).toHaveLength(10);
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited).toHaveLength(20);
    for (const answer of limited) {
      expect(answer.body.error).toMatch(LIMITED);
      expect(Number(answer.retryAfter)).toBeGreaterThan(3590);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(3600);
    }
  }, 30_000);

  it("do not count a lookup that finds its certificate, and count the number as the lookup matches it", async () => {
    for (let i = 0; i < 9; i++) expect((await lookup(" DPS/2015/0412\u200B", `Guessed Name ${i}`)).status).toBe(404);
    expect((await lookup("DPS/2015/0412", "Rahul Sharma")).status).toBe(200);
    expect((await lookup("DPS/2015/0412", "Guessed Name 9")).status).toBe(404);
    expect((await lookup("DPS/2015/0412", "Rahul Sharma")).status).toBe(429);
    // Another spelling is another number to the lookup, which would not find this record with it either.
    expect((await lookup("dps/2015/0412", "Guessed Name 10")).status).toBe(404);
  }, 30_000);
});

describe("the limit's reckoning", () => {
  const T0 = Date.parse("2026-11-25T10:00:00Z");

  it("ends an hour after the oldest failure that keeps it, and the lookups then forget the older ones", async () => {
    await withDb(tempDir("lookups"), async (db) => {
      for (let i = 0; i < 10; i++) await reserveLookup(db, "DPS/2015/0412", T0 + i * 60_000);
      expect(await reserveLookup(db, "DPS/2015/0412", T0 + LOOKUP_WINDOW_MS - 1)).toEqual({
        limited: true,
        until: T0 + LOOKUP_WINDOW_MS,
      });
      expect((await reserveLookup(db, "DPS/2015/0412", T0 + LOOKUP_WINDOW_MS)).limited).toBe(false);
      const kept = await sql<{ at: number }>`SELECT at FROM certificate_lookup_failures ORDER BY at`.execute(db);
      expect(kept.rows.map((row) => Number(row.at) - T0)).toEqual([
        ...Array.from({ length: 9 }, (_, i) => (i + 1) * 60_000),
        LOOKUP_WINDOW_MS,
      ]);
    });
  });

  it("counts each school's lookups apart", async () => {
    await withDb(tempDir("lookups"), async (db) => {
      await insertSchool(acrossSchools(db), {
        code: "GVSKOL",
        name: "A second school",
        created_at: new Date().toISOString(),
      });
      const second = forSchool(db, "GVSKOL");
      for (let i = 0; i < 10; i++) await reserveLookup(second, "DPS/2015/0412", T0);
      expect((await reserveLookup(second, "DPS/2015/0412", T0)).limited).toBe(true);
      expect((await reserveLookup(forSchool(db, DEFAULT_SCHOOL.code), "DPS/2015/0412", T0)).limited).toBe(false);
    });
  });

  it("names the time to try again in India's time, never before the limit ends", () => {
    expect(limitedMessage(Date.parse("2026-11-25T10:09:20Z"))).toBe(
      "Too many tries for this admission number. Please try again after 3:40 pm, or contact the school office.",
    );
  });
});

it("is shared by every instance of the service on the database", async () => {
  for (let i = 0; i < 10; i++) expect((await lookup("DPS/2016/0733", `Guessed Name ${i}`)).status).toBe(404);
  const other = await startService({ dataDir: service.dataDir, trustProxy: ["127.0.0.1"] });
  try {
    const answer = await fetch(`${other.base}/api/tc/DPSSWB`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "192.0.2.99" },
      body: JSON.stringify({ admission: "DPS/2016/0733", name: "Priya Chatterjee" }),
    });
    expect(answer.status).toBe(429);
  } finally {
    await other.close();
  }
}, 30_000);

/** Row-level security is PostgreSQL's: on SQLite the repository's own filter is the boundary. */
const itOnPostgres = onPostgres ? it : () => undefined;
itOnPostgres("on PostgreSQL, shows a connection of no school none of the failures", async () => {
  await lookup("DPS/2016/0733", "Someone Else");
  // The tables' owner, which FORCE ROW LEVEL SECURITY binds as it binds the service's requests.
  const client = new pg.Client({ connectionString: (await databaseUrlOf(service.dataDir))! });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>("SELECT count(*) AS n FROM certificate_lookup_failures");
    expect(Number(rows[0].n)).toBe(0);
  } finally {
    await client.end();
  }
});
