/** A list's filters that have no field on the screen (the home screen's links set them: "date
 * before today", "added today at the desk"), in words, so that staff see why the list is short. */
import { formatShortDate } from "@school/contract/dates";
import { indiaTimeText } from "@school/contract/indiaTime";

const SUFFIXES: [string, { date: string; moment: string }][] = [
  ["_lte", { date: "on or before", moment: "until" }],
  ["_lt", { date: "before", moment: "before" }],
  ["_gte", { date: "on or after", moment: "since" }],
  ["_gt", { date: "after", moment: "after" }],
];

const shown = (value: unknown) =>
  typeof value === "string" ? (formatShortDate(value) ?? indiaTimeText(value)) : String(value);

/** One filter in words: "Date before 23 Nov 2026", "Added since 23 Nov 2026, 00:00". */
export function filterWords(key: string, value: unknown, labelOf: (source: string) => string): string {
  if (key === "origin" && value === "desk") return "Added at the desk";
  if (key.endsWith("_empty"))
    return `${labelOf(key.slice(0, -"_empty".length))} ${value === true ? "not given" : "given"}`;
  for (const [suffix, words] of SUFFIXES) {
    if (!key.endsWith(suffix)) continue;
    const isDate = typeof value === "string" && formatShortDate(value) !== null;
    return `${labelOf(key.slice(0, -suffix.length))} ${isDate ? words.date : words.moment} ${shown(value)}`;
  }
  return `${labelOf(key)}: ${shown(value)}`;
}
