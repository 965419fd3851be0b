import type { Db } from "./open";

/** Runs `work` in one transaction: all its statements take effect together, or none do. */
export const inTransaction = <T>(db: Db, work: () => T): T => db.transaction(work)();

/** As inTransaction, but taking the write lock at the start (BEGIN IMMEDIATE): what `work` reads
 * cannot change under it before it writes, even from another process. */
export const immediately = <T>(db: Db, work: () => T): T => db.transaction(work).immediate();
