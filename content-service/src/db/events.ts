import { EventEmitter } from "events";

/** What a database tells those who watch it (the metrics, the logs): how long a request waited for
 * a pooled connection, a change notification received, the database lost and found again. */
export interface DbEventMap {
  /** Seconds a query waited for a connection of the pool. */
  connectWait: [seconds: number];
  /** A notification from PostgreSQL that content changed (LISTEN/NOTIFY). */
  notification: [];
  /** Whether the service now hears those notifications (true), or asks on each read (false). */
  listening: [listening: boolean];
  /** The database could not be reached; `error` says why. */
  unavailable: [error: Error];
  /** The database answers again after being unavailable. */
  available: [];
}

export type DbEvents = EventEmitter<DbEventMap>;

export const newDbEvents = (): DbEvents => new EventEmitter<DbEventMap>();

/** The pool's connections now: in all, idle, and requests waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}
