import { randomBytes } from "crypto";
import pg from "pg";

/** `--postgres`: the bench's services keep their rows on PostgreSQL, in a new database of the
 * cluster whose superuser TEST_POSTGRES_URL names (`npm run bench:api:postgres` starts a
 * throw-away one, scripts/withPostgres.mjs); otherwise in their data folder's SQLite file. */
export const ON_POSTGRES = process.argv.includes("--postgres");

/** A new, empty database for one service: its address, or null on SQLite. */
export async function benchDatabaseUrl(): Promise<string | null> {
  if (!ON_POSTGRES) return null;
  const admin = process.env.TEST_POSTGRES_URL;
  if (!admin) throw new Error("--postgres needs TEST_POSTGRES_URL: run npm run bench:api:postgres");
  const name = `bench_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}
