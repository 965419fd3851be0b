/** Date formats of SPEC §9, from "YYYY-MM-DD" texts, without time-zone surprises. */

/** The twelve month names, January first, as Intl writes them in English ("en"). SPEC's dates are
 * en-GB's order, day first, but with the short names the site has always shown: en-GB's own short
 * September is "Sept" in current CLDR data, "en"'s is "Sep". */
const monthNames = (month: "short" | "long"): readonly string[] => {
  const format = new Intl.DateTimeFormat("en", { month, timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, index) => format.format(Date.UTC(2000, index, 1)));
};

// Marked pure so that a bundle which never reads a list of names drops it.
export const MONTHS_SHORT = /* @__PURE__ */ monthNames("short");
export const MONTHS_LONG = /* @__PURE__ */ monthNames("long");

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
  return `${String(parts.day).padStart(2, "0")} ${MONTHS_SHORT[parts.month - 1]} ${parts.year}`;
}

/** "14 MARCH 2026": news dates, day, full month name in capitals, year. */
export function formatNewsDate(iso: string | null | undefined): string | null {
  const parts = dateParts(iso);
  if (!parts) return null;
  return `${String(parts.day).padStart(2, "0")} ${MONTHS_LONG[parts.month - 1].toUpperCase()} ${parts.year}`;
}

/** Today in the visitor's time zone as "YYYY-MM-DD". */
export function todayIso(now: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}
