import { PostgresAdapter, type Kysely } from "kysely";

/** Whether a database (or a transaction of one) is PostgreSQL's; otherwise it is the embedded SQLite file. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;
