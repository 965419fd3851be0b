/** The editor's refusals in office words: each names the place (the class, the row, the field) by
 * the labels the editor shows and says what to do, for example "Classes III-VIII, Tuition fee:
 * write the amount in whole rupees, such as 5450." The build keeps its own precise messages for
 * developers (src/lib/data/dataError.ts); these are made from the same checks. */
import type * as z from "zod";
import { ENTRY_NAME_FIELDS } from "../data/dataError";
import { formatRupees } from "../rupees";
import { fieldLabel } from "./fieldText";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const child = (value: unknown, key: PropertyKey): unknown =>
  isRecord(value) || Array.isArray(value) ? (value as Record<PropertyKey, unknown>)[key] : undefined;

/** An entry's name field ("Class IX", "Tuition fee"), if it has one. */
function ownName(entry: unknown): string | undefined {
  if (!isRecord(entry)) return undefined;
  const field = ENTRY_NAME_FIELDS.find((name) => typeof entry[name] === "string" && String(entry[name]).trim());
  if (!field) return undefined;
  const name = String(entry[field]).trim();
  // A page block is named by its kind ("feeTable"), which the editor calls "Fee table".
  return field === "type" ? fieldLabel(name) : name;
}

/** What an entry of a list is called: its name field, else its position. */
export const entryName = (entry: unknown, index: number): string => ownName(entry) ?? `entry ${index + 1}`;

/** "Classes III-VIII, Tuition fee: write the amount in whole rupees, such as 5450." */
export const officeMessage = (place: readonly string[], advice: string) => `${place.join(", ")}: ${advice}.`;

export const EXAMPLE_AMOUNT = 5450;

/** What to do about an amount that is not whole rupees. */
export const amountAdvice = (suggestion: number | null) =>
  `write the amount in whole rupees, such as ${suggestion ?? EXAMPLE_AMOUNT}`;

/** The build's words for a refused value turned into what to do. */
export function advice(problem: string): string {
  const rules: [RegExp, (found: RegExpMatchArray) => string][] = [
    [/^is missing$|^must be a non-empty text$/, () => "fill it in"],
    [/^must be a positive whole number of rupees$/, () => amountAdvice(null)],
    [/^must be one of: (.*)$/, ([, values]) => `choose one of: ${values}`],
    [/^must be true or false$/, () => "tick the box or leave it empty"],
    [/^must be a list of (.*)$/, ([, what]) => `add ${what}`],
    [/^must be (.*)$/, ([, what]) => `write ${what}`],
  ];
  for (const [pattern, say] of rules) {
    const found = problem.match(pattern);
    if (found) return say(found);
  }
  return problem;
}

/** The place of a value in an entry, in the editor's labels: a list's entries by their names, the
 * last field by its label ("Class IX", "Admission fee", "Amount (Rs.)"). */
export function placeOf(data: unknown, path: readonly PropertyKey[]): string[] {
  const place: string[] = [];
  let value: unknown = data;
  path.forEach((step, i) => {
    const next = child(value, step);
    const following = path[i + 1];
    if (typeof step === "number") place.push(entryName(next, step));
    // A list's own label ("Fee groups") is left out when the entry after it has a name of its own;
    // "entry 3" alone would not say which list it is in ("Summer uniform, entry 3").
    else if (typeof following !== "number" || !ownName(child(next, following))) place.push(fieldLabel(String(step)));
    value = next;
  });
  return place.length ? place : ["This entry"];
}

/** A problem the schema found, in office words: where it is in the data and in the editor's labels,
 * and what to do. */
export interface OfficeIssue {
  path: PropertyKey[];
  place: string[];
  advice: string;
}

const samePath = (a: readonly PropertyKey[], b: readonly PropertyKey[]) =>
  a.length === b.length && a.every((step, i) => step === b[i]);

/** The problems of `issues` (the schema's, for `data`) in office words, one for each place: an
 * unknown field each on its own, as each is on a line of its own. */
export function officeIssues(data: unknown, issues: readonly z.core.$ZodIssue[]): OfficeIssue[] {
  // A value can fail more than one rule ("a date such as …", "a day the calendar has"): the first says it.
  const firsts = issues.filter((issue, i) => issues.findIndex((other) => samePath(other.path, issue.path)) === i);
  return firsts.flatMap((issue): OfficeIssue[] => {
    // A field the editor does not show came into the file some other way: only a developer can mend it.
    if (issue.code === "unrecognized_keys")
      return issue.keys.map((key) => ({
        path: [...issue.path, key],
        place: [...(issue.path.length ? placeOf(data, issue.path) : []), key],
        advice: "the website does not know this field; ask a developer to remove it",
      }));
    return [{ path: issue.path, place: placeOf(data, issue.path), advice: advice(issue.message) }];
  });
}

/** The first problem the schema finds in an entry, in office words; null when there is none. */
export function officeProblem(schema: z.ZodType, data: unknown): string | null {
  const result = schema.safeParse(data);
  if (result.success) return null;
  const [first] = officeIssues(data, result.error.issues);
  return officeMessage(first.place, first.advice);
}

/** An amount as office staff read it, with Indian digit grouping: "Rs. 1,03,700". */
export const rupeesText = (amount: number) => `Rs. ${formatRupees(amount)}`;
