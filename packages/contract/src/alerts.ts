/**
 * Urgent notices (closures, emergencies, information), as the desk writes them, the service answers
 * them and every page shows them. Times are India's (Asia/Kolkata), written "YYYY-MM-DDTHH:MM" as
 * the desk's date-and-time input gives them, so that they compare as text.
 */
import { indiaClock, indiaTodayIso, two } from "./indiaToday";

export const ALERT_LEVELS = ["emergency", "closure", "information"] as const;
export type AlertLevel = (typeof ALERT_LEVELS)[number];

/** What a visitor reads before the title: the level as a word, never by colour alone. */
export const ALERT_LEVEL_WORDS: Record<AlertLevel, string> = {
  emergency: "Emergency",
  closure: "School closed",
  information: "Notice",
};

export const INDIA_DATE_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/;

/** India's date and time now, as the notices' times are written. */
export function indiaNow(now = new Date()): string {
  const { hour, minute } = indiaClock(now);
  return `${indiaTodayIso(now)}T${two(hour)}:${two(minute)}`;
}

/** A notice is in force from its start until (not at) its end. */
export const inForce = (notice: { startsAt: string; endsAt: string }, now: string): boolean =>
  notice.startsAt <= now && now < notice.endsAt;

/** A link of the site itself: a path, never another site or a script. */
export const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/?=&%#]*$/;

/** The notices in force at `now`, the most urgent first, then the newest. Any row whose level is
 * unknown ranks as information. */
export function noticesInForce<N extends { level?: unknown; startsAt?: unknown; endsAt?: unknown }>(
  notices: N[],
  now: string,
): N[] {
  const rank = (notice: N) => {
    const at = ALERT_LEVELS.indexOf(notice.level as AlertLevel);
    return at < 0 ? ALERT_LEVELS.indexOf("information") : at;
  };
  return notices
    .filter((notice) => inForce({ startsAt: String(notice.startsAt ?? ""), endsAt: String(notice.endsAt ?? "") }, now))
    .sort((a, b) => rank(a) - rank(b) || String(b.startsAt).localeCompare(String(a.startsAt)));
}
