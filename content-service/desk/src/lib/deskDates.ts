/** A moment the service recorded (an ISO time) as the office reads it, in the browser's time zone:
 * "23 Nov 2026, 17:05". Calendar dates use the public site's own formats (src/lib/dates.ts). */
export function formatMoment(value: unknown): string {
  if (typeof value !== "string" || !value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString("en-GB", {
    day: "2-digit",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
}
