/** Date formats of SPEC §9, from "YYYY-MM-DD" texts, without time-zone surprises. */

const MONTHS_LONG = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
const MONTHS_SHORT = MONTHS_LONG.map((name) => name.slice(0, 3));

/** The twelve month names, January first, as Intl writes them in English ("en"), which a test
 * checks. SPEC's dates are en-GB's order, day first, but with the short names the site has always
 * shown: en-GB's own short September is "Sept" in current CLDR data, "en"'s is "Sep". Written out
 * rather than asked of Intl: a page's first Intl date format costs 15–25 ms of a phone's main
 * thread (its locale data), which the home page paid while it loaded for the dates of its news. */
export const monthNames = (style: "short" | "long"): readonly string[] =>
  style === "long" ? MONTHS_LONG : MONTHS_SHORT;

/** Year, month (1–12) and day of a "YYYY-MM-DD" text, or null. */
export function dateParts(iso: string | null | undefined): { year: number; month: number; day: number } | null {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? { year, month, day } : null;
}

/** "26 Jul 2025": en-GB, 2-digit day, short month, year; null for no date. */
export function formatShortDate(iso: string | null | undefined): string | null {
  const parts = dateParts(iso);
  if (!parts) return null;
  return `${String(parts.day).padStart(2, "0")} ${monthNames("short")[parts.month - 1]} ${parts.year}`;
}

/** "14 MARCH 2026": news dates, day, full month name in capitals, year. */
export function formatNewsDate(iso: string | null | undefined): string | null {
  const parts = dateParts(iso);
  if (!parts) return null;
  return `${String(parts.day).padStart(2, "0")} ${monthNames("long")[parts.month - 1].toUpperCase()} ${parts.year}`;
}

/** Today in the visitor's time zone as "YYYY-MM-DD". */
export function todayIso(now: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}
