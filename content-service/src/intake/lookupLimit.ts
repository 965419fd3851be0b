/** How many wrong guesses one admission number takes, however many addresses send them: the limit
 * per address (routes/tc.ts) alone lets a crowd of addresses try name after name for one number.
 * Counted in the database, so that every instance of the service shares the count. A lookup is
 * reserved, in one immediate transaction, before the records are read: of any number sent at once,
 * no more than the limit are checked, and none while the limit holds, so a right guess then is not
 * confirmed either. A lookup that finds its certificate is not counted. */
import type { Db } from "../db/open";
import {
  deleteLookupFailure,
  deleteLookupFailuresUpTo,
  insertLookupFailure,
  lookupFailureTimes,
} from "../db/certificateLookups";
import { immediately } from "../db/transaction";

export const LOOKUP_WINDOW_MS = 3600_000;
export const LOOKUP_MAX_FAILURES = 10;

export type LookupReservation = { limited: true; until: number } | { limited: false; found: () => Promise<void> };

/** Reserves one lookup of `admission` (as the lookup compares it: db/certificates.ts) in `db`'s
 * school: limited until the oldest failure that keeps the count at the limit leaves the window;
 * else counted as a failure unless `found` takes it back. */
export function reserveLookup(db: Db, admission: string, now = Date.now()): Promise<LookupReservation> {
  const since = now - LOOKUP_WINDOW_MS;
  return immediately(db, async (trx): Promise<LookupReservation> => {
    await deleteLookupFailuresUpTo(trx, since);
    const failures = await lookupFailureTimes(trx, admission, since);
    if (failures.length >= LOOKUP_MAX_FAILURES)
      return { limited: true, until: failures[failures.length - LOOKUP_MAX_FAILURES] + LOOKUP_WINDOW_MS };
    const reserved = await insertLookupFailure(trx, admission, now);
    // Taken back once the records are read, outside this transaction.
    return { limited: false, found: () => deleteLookupFailure(db, reserved) };
  });
}

/** India's time of day, as a parent there reads it: "3:40 pm". */
const INDIA_TIME = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** What a parent is told while the limit holds until `until`: the minute named is never before it. */
export function limitedMessage(until: number): string {
  const minute = Math.ceil(until / 60_000) * 60_000;
  // Some ICU versions put a narrow no-break space before "pm".
  const time = INDIA_TIME.format(minute).replace(/\s/g, " ");
  return `Too many tries for this admission number. Please try again after ${time}, or contact the school office.`;
}
