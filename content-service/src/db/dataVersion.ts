import { sql } from "kysely";
import { ChangeFeed } from "./changeFeed";
import { dbEventsOf, listenerClientOf, sqliteFileOf, type Db } from "./open";

/** A value that changes whenever the content the public API answers may have changed, whoever
 * changed it: another process (`npm run seed`, a restore, another instance of the service) as well
 * as this one. */
export interface ContentVersion {
  current(): unknown;
  close(): Promise<void>;
}

/** SQLite keeps such a number for each connection (data_version, moved by other connections'
 * commits), read straight from the connection, which costs next to nothing; PostgreSQL's triggers
 * announce each change (changeFeed.ts), and are asked only while nobody is listening. */
export function watchContentVersion(db: Db): ContentVersion {
  const file = sqliteFileOf(db);
  if (file) {
    const statement = file.prepare("PRAGMA data_version").pluck();
    return { current: () => statement.get(), close: async () => {} };
  }
  const ask = async () => Number((await sql<{ n: number }>`SELECT n FROM content_version`.execute(db)).rows[0].n);
  return new ChangeFeed(listenerClientOf(db), ask, dbEventsOf(db));
}
