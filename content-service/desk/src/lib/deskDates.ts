/** A stored date as the office reads it (05 Nov 2025): a calendar date (YYYY-MM-DD) as it is, a
 * moment (an ISO time) in the browser's time zone. */
export function formatDeskDate(value: unknown): string {
  if (typeof value !== "string" || !value) return "";
  const calendarDate = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(calendarDate ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString("en-GB", { day: "2-digit", month: "short", year: "numeric", ...(calendarDate ? { timeZone: "UTC" } : {}) });
}
