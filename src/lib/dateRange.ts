/** The days an event runs, in SPEC §9's date format (school calendar). */
import { dateParts, formatShortDate, monthNames } from "@school/contract/dates";

/** The days an event runs: "26 Jul 2025" for one day, "12–14 Aug 2026", "30 Jul – 02 Aug 2026" or
 * "30 Dec 2026 – 02 Jan 2027" for several; null for no date. */
export function formatDateRange(from: string | null | undefined, to: string | null | undefined): string | null {
  const [start, end] = [dateParts(from), dateParts(to)];
  if (!start) return null;
  if (!end || String(to) <= String(from)) return formatShortDate(from);
  const day = (parts: { day: number }) => String(parts.day).padStart(2, "0");
  if (start.year !== end.year) return `${formatShortDate(from)} – ${formatShortDate(to)}`;
  if (start.month !== end.month)
    return `${day(start)} ${monthNames("short")[start.month - 1]} – ${formatShortDate(to)}`;
  return `${day(start)}–${formatShortDate(to)}`;
}
