/**
 * The fields the desk's write schemas are made of, each with the words staff read when it fails. The
 * entity schemas use zod/mini: the site loads their files for its read schemas, and a bundle keeps only
 * the mini functions they call (about a third of what zod's chainable build weighs there).
 */
import * as z from "zod/mini";
import { isRealDate } from "../forms/dateRules";
import { cleanText, hasHiddenCharacters, type Lines } from "../text";

export const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** The ids POST /api/desk/media gives uploads. */
export const ATTACHMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** At most `max` characters, counted in UTF-16 units as yup counts them in the public forms (zod's
 * maxLength counts code points); the JSON Schema states the bound all the same. */
export const textUpTo = (max: number, message: string) =>
  [z.refine<string>((value) => value.length <= max, message), z.meta({ maxLength: max })] as const;

/** At most `max` entries, checked after the entries themselves so that a wrong entry is named first
 * (zod's maxLength refuses a long list before reading its entries). */
const entriesUpTo = (max: number, message: string) =>
  [z.refine<unknown[]>((value) => value.length <= max, message), z.meta({ maxItems: max })] as const;

/** `message` for a field without a value. A value of another type keeps zod's words: the service names
 * a wrong type in its own words (../desk/bodyErrors.ts). */
export const whenMissing = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input == null ? message : undefined),
});

/** When a check comparing two fields runs: whatever else is wrong with the fields (the desk shows every
 * field's message at once), as long as both hold text; a field of another type is answered as such. */
export const whenBothText =
  (first: string, second: string) =>
  ({ value }: { value: unknown }) =>
    typeof value === "object" &&
    value !== null &&
    typeof (value as Record<string, unknown>)[first] === "string" &&
    typeof (value as Record<string, unknown>)[second] === "string";

/** What a field holding hidden characters (text.ts) is answered: they are refused, never removed in
 * silence, and staff cannot see them to find them. */
export const hiddenCharactersMessage = (label: string) =>
  `Remove the hidden formatting characters from the ${label.toLowerCase()}: type it again rather than paste it.`;

/** Nothing hidden in a field of one line (or, with `multiLine`, of several). */
export const withoutHiddenCharacters = (label: string, lines: Lines = {}) =>
  z.refine<string>((value) => !hasHiddenCharacters(value, lines), hiddenCharactersMessage(label));

/** Text as the public forms take it (forms/validate.ts): without invisible characters at either
 * end, so a title made only of them is empty, and refused when it holds hidden ones inside. */
const cleanedText = (label: string, max: number, lines: Lines, params?: ReturnType<typeof whenMissing>) =>
  z
    .string(params)
    .check(
      z.overwrite(cleanText),
      ...textUpTo(max, `${label} must be ${max} characters or fewer.`),
      withoutHiddenCharacters(label, lines),
    );

export function requiredText(label: string, max: number, lines: Lines = {}) {
  const missing = `Enter the ${label.toLowerCase()}.`;
  return cleanedText(label, max, lines, whenMissing(missing)).check(z.minLength(1, missing));
}

/** Text that may be left out: stored empty. Prefault, not default, so that the empty text is checked
 * as the rest are. */
export const optionalText = (label: string, max: number, lines: Lines = {}) =>
  z.prefault(cleanedText(label, max, lines), "");

export function isoDate(label: string) {
  const missing = `Enter the ${label.toLowerCase()}.`;
  return z.string(whenMissing(missing)).check(
    z.minLength(1, missing),
    z.regex(ISO_DATE, `${label} must be a date (YYYY-MM-DD).`),
    z.refine((value) => !value || isRealDate(value), `${label} must be a real date.`),
  );
}

export const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

/** Uploads in their order (the first is the cover, the linked file or the photo, as SPEC says for each
 * kind), at most `max`; `more` are the kind's own rules of the list. */
export const attachments = (label: string, max: number, ...more: z.core.$ZodCheck<string[]>[]) =>
  z.prefault(
    z
      .array(z.string().check(z.regex(ATTACHMENT_ID, "Upload the file again.")))
      .check(...entriesUpTo(max, `At most ${max} ${label}.`), ...more),
    [],
  );
