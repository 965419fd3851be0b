import { forgetPushSubscriptionsBefore } from "../db/pushSubscriptions";
import type { Db } from "../db/open";
import { acrossSchools } from "../db/schoolScope";

/** A browser not reached and not subscribed again for a year is gone (its push service would have
 * renewed a live one): its subscription is forgotten. */
export const PUSH_SUBSCRIPTION_TTL_MS = 365 * 24 * 3600_000;

/** Forgets every school's subscriptions last confirmed over a year ago; answers how many went. */
export const sweepStalePushSubscriptions = (db: Db, now = Date.now()): Promise<number> =>
  forgetPushSubscriptionsBefore(acrossSchools(db), now - PUSH_SUBSCRIPTION_TTL_MS);
