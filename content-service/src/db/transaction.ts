import { sql } from "kysely";
import { isPostgres, type Db } from "./open";

/** Runs `work` in one transaction: all its statements take effect together, or none do. `work`
 * must make its queries through the database it is given. Inside a transaction, `work` joins it. */
export const inTransaction = <T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

/** An arbitrary key of the service's own for PostgreSQL's advisory lock. */
const WRITE_LOCK = 7_340_211;

/** As inTransaction, but no other `immediately` runs beside it: what `work` reads cannot change
 * under it before it writes, even from another process. SQLite's transactions all take the write
 * lock as they begin (sqliteDialect.ts); on PostgreSQL a transaction-wide advisory lock does it. */
export const immediately = <T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> =>
  inTransaction(db, async (trx) => {
    if (isPostgres(trx)) await sql`SELECT pg_advisory_xact_lock(${WRITE_LOCK})`.execute(trx);
    return work(trx);
  });
