/** The building blocks of the data files' schemas. Office staff read these messages after a typo in
 * a pull request, so each says what the value must be, in plain words. */
import * as z from "zod";

type Issue = { input?: unknown };

/** "is missing" when the field is absent, otherwise what it must be. */
const missingOr = (problem: string) => (issue: Issue) => (issue.input === undefined ? "is missing" : problem);

/** A text that must not be empty, with what it must be when it is. */
export const textSaying = (problem: string) =>
  z
    .string({ error: missingOr(problem) })
    .trim()
    .min(1, { error: problem });

export const text = textSaying("must be a non-empty text");

/** A text matching `regex`. Its message is also written into the schema's JSON Schema (as
 * `errorMessage`), where the editor at /admin finds it. */
export const pattern = (regex: RegExp, problem: string) =>
  z
    .string({ error: missingOr(problem) })
    .trim()
    .regex(regex, { error: problem })
    .meta({ errorMessage: problem });

/** Digits kept as the text written, such as a PIN code: YAML reads 734001 without quotes as a
 * number, which the message then asks to put between quotes. */
export const digits = (regex: RegExp, problem: string) =>
  z
    .string({
      error: (issue) =>
        typeof issue.input === "number"
          ? `must be written between quotes, such as "${issue.input}"`
          : missingOr(problem)(issue),
    })
    .trim()
    .regex(regex, { error: problem })
    .meta({ errorMessage: problem });

/** A session written as its two years, such as 2027-28 (April 2027 to March 2028). */
export const session = pattern(/^\d{4}-\d{2}$/, 'must be a session such as "2025-26"');

/** A day written as YYYY-MM-DD, one the calendar has (not 2025-02-31). Kept as the text written. */
export const isoDate = pattern(/^\d{4}-\d{2}-\d{2}$/, "must be a date such as 2025-04-01").refine(
  (text) => {
    const [year, month, day] = text.split("-").map(Number);
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  },
  { error: "must be a day the calendar has, such as 2025-04-01" },
);

export const url = pattern(/^https?:\/\/[^\s]+$/, "must be a web address starting with http:// or https://");

/** One of a fixed list of words, written exactly so. */
export const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: missingOr(`must be one of: ${values.join(", ")}`) });

export const bool = z.boolean({ error: missingOr("must be true or false") });

const RUPEES = "must be a positive whole number of rupees";
/** `editor` names the editor's widget for the field (src/lib/cms/cmsConfig.ts), in the schema's
 * JSON Schema as `errorMessage` is. */
export const rupees = z
  .number({ error: missingOr(RUPEES) })
  .int({ error: RUPEES })
  .positive({ error: RUPEES })
  .meta({ editor: "rupees" });

const WHOLE = "must be a whole number, 0 or more";
/** A count: 0, 1, 2 … */
export const wholeNumber = z
  .number({ error: missingOr(WHOLE) })
  .int({ error: WHOLE })
  .nonnegative({ error: WHOLE });

const AREA = "must be a number of square metres above 0, such as 48.5";
export const squareMetres = z.number({ error: missingOr(AREA) }).positive({ error: AREA });

/** A list of at least `min` entries. Read-only: the checked data is never changed after the build
 * read it, and GraphQL's generated types hand out read-only lists. */
export const list = <T extends z.ZodType>(item: T, min = 1, what = "entries") => {
  const problem = min ? `must be a list of one or more ${what}` : `must be a list of ${what}`;
  return z
    .array(item, { error: missingOr(problem) })
    .min(min, { error: problem })
    .readonly();
};

export const textList = list(text, 1, "texts");

/** An entry with exactly these fields; any other field is named as unknown, with the known ones. */
export const record = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `is not a known field (known: ${Object.keys(shape).join(", ")})`
        : missingOr("must be a set of fields (key: value)")(issue),
  });

/** A field that may be left out (or left empty). */
export const optional = <T extends z.ZodType>(schema: T) => schema.nullish();
