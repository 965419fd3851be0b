/** A store for @fastify/rate-limit that counts in the database (db/rateLimitHits.ts), so that every
 * instance of the service shares each limit: five enquiries through two instances are five. The
 * plugin's own stores keep the count in one process's memory, or in Redis, which this service does
 * without. Windows are fixed, as the in-memory store's are; the keys are stored as keyed hashes
 * (db/limitKeys.ts). When the database is away, a hit fails like any query: the request is answered
 * 503 with Retry-After (server.ts), as it would be by the route itself. */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Db } from "../db/open";
import { limitKey } from "../db/limitKeys";
import { countHit, deleteEndedHits } from "../db/rateLimitHits";

/** Ended windows are removed at most this often, by whichever hit comes first after it. */
const SWEEP_EVERY_MS = 60_000;

/** What the plugin gives a store: its options merged with a route's (`routeInfo`), or a limiter's
 * of createRateLimit (no route: its keys name what they limit). */
interface StoreOptions {
  timeWindow?: unknown;
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

type Callback = Parameters<FastifyRateLimitStore["incr"]>[1];

/** The store's class for the plugin's `store` option, counting in `db` (the service's own scope). */
export function sharedRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let nextSweep = 0;
  const sweepIfDue = async (now: number) => {
    if (now < nextSweep) return;
    nextSweep = now + SWEEP_EVERY_MS;
    await deleteEndedHits(db, now);
  };

  class SharedStore implements FastifyRateLimitStore {
    private readonly timeWindow: number;

    constructor(
      options: StoreOptions,
      private readonly namespace = "",
    ) {
      if (options.continueExceeding || options.exponentialBackoff)
        throw new Error("The shared rate-limit store counts fixed windows: it has no continueExceeding or backoff");
      this.timeWindow = typeof options.timeWindow === "number" ? options.timeWindow : 60_000;
    }

    /** The plugin passes the window (and the maximum, which a fixed window does not need). */
    incr(key: string, callback: Callback, timeWindow = this.timeWindow): void {
      const now = Date.now();
      sweepIfDue(now)
        .then(() => countHit(db, limitKey(db, this.namespace + key), timeWindow, now))
        .then(
          ({ hits, endsAt }) => callback(null, { current: hits, ttl: Math.max(0, endsAt - now) }),
          (error: Error) => callback(error),
        );
    }

    /** A route's limit counts apart from every other's, as the plugin's stores keep it. */
    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      // The plugin's types name a route's options; what it passes is its own, merged with the
      // route's, which it puts under `routeInfo` (index.js, mergeParams).
      const options = routeOptions as unknown as StoreOptions;
      const { method, url } = options.routeInfo ?? {};
      return new SharedStore(options, url ? `${[method].flat().join(",")} ${url}|` : "");
    }
  }
  return SharedStore;
}
