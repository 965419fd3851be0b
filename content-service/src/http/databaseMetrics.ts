import { Counter, Gauge, Histogram, type Registry } from "prom-client";
import type { PoolStats } from "../db/events";
import { dbEventsOf, poolStatsOf, type Db } from "../db/open";

/** A pooled connection is usually free at once; a wait of a second means the pool is too small. */
const WAIT_BUCKETS = [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5];

/** Whether the database answers, the change notifications it sent and, on PostgreSQL, its pool:
 * read at each scrape from the pool itself, and from the events the database reports. SQLite has
 * no pool, so none of its series are exported there. */
export function databaseMetrics(registry: Registry, db: Db) {
  const events = dbEventsOf(db);
  const up = new Gauge({
    name: "db_up",
    help: "1 while the database answers, 0 once it could not be reached",
    registers: [registry],
  });
  up.set(1);
  events.on("unavailable", () => up.set(0));
  events.on("available", () => up.set(1));
  const notifications = new Counter({
    name: "db_notifications_total",
    help: "Change notifications received from the database",
    registers: [registry],
  });
  events.on("notification", () => notifications.inc());

  if (!poolStatsOf(db)) return;
  const listening = new Gauge({
    name: "db_change_feed_listening",
    help: "1 while change notifications are heard; 0 while each public read asks the database instead",
    registers: [registry],
  });
  events.on("listening", (now) => listening.set(now ? 1 : 0));
  const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const stats = poolStatsOf(db);
        if (stats) this.set(read(stats));
      },
    });
  poolGauge("db_pool_connections", "Connections the pool holds, idle or in use", (stats) => stats.total);
  poolGauge("db_pool_idle_connections", "Connections of the pool that are idle", (stats) => stats.idle);
  poolGauge("db_pool_waiting_requests", "Queries waiting for a connection of the pool", (stats) => stats.waiting);
  poolGauge("db_pool_max_connections", "The most connections the pool may hold", (stats) => stats.max);
  const wait = new Histogram({
    name: "db_pool_wait_seconds",
    help: "How long queries waited for a connection of the pool",
    buckets: WAIT_BUCKETS,
    registers: [registry],
  });
  events.on("connectWait", (seconds) => wait.observe(seconds));
}
