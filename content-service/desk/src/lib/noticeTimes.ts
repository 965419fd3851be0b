import { indiaNow } from "@school/contract/alerts";

/** India keeps no summer time: a day there is always 24 hours. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** A new notice's times: shown from now until the same time tomorrow, in India, to the minute, as
 * the notices store them ("YYYY-MM-DDTHH:MM"). An urgent notice is usually for today; staff change
 * either time when it is not. */
export const newNoticeTimes = (now: Date) => ({
  startsAt: indiaNow(now),
  endsAt: indiaNow(new Date(now.getTime() + DAY_MS)),
});
