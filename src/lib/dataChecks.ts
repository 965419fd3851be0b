/** Small checks for the YAML data files. Each problem names the file, the entry and the field,
 * so office staff who mistype a line in a pull request read exactly where to look. */

export class DataError extends Error {
  constructor(
    readonly file: string,
    readonly entry: string,
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${file}: ${entry}: field "${field}" ${problem}`);
    this.name = "DataError";
  }
}

/** Returns a description of what is wrong with a value, or null when it is fine. */
export type Check = (value: unknown) => string | null;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const text: Check = (value) =>
  typeof value === "string" && value.trim() !== "" ? null : "must be a non-empty text";

export const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || value === null ? null : check(value);

export const bool: Check = (value) => (typeof value === "boolean" ? null : "must be true or false");

export const pattern =
  (regex: RegExp, description: string): Check =>
  (value) =>
    text(value) ?? (regex.test(String(value)) ? null : description);

export const url = pattern(/^https?:\/\/[^\s]+$/, "must be a web address starting with http:// or https://");

export const textList: Check = (value) =>
  Array.isArray(value) && value.length > 0 && value.every((item) => text(item) === null)
    ? null
    : "must be a list of one or more texts";

/** Checks the fields of one entry; the first problem found is thrown as a DataError. */
export function checkFields(
  file: string,
  entry: string,
  value: unknown,
  fields: Record<string, Check>,
): Record<string, unknown> {
  if (!isRecord(value)) throw new DataError(file, entry, "(entry)", "must be a set of fields (key: value)");
  for (const [field, check] of Object.entries(fields)) {
    const problem = check(value[field]);
    if (problem) throw new DataError(file, entry, field, problem);
  }
  const unknown = Object.keys(value).find((key) => !(key in fields));
  if (unknown) {
    throw new DataError(file, entry, unknown, `is not a known field (known: ${Object.keys(fields).join(", ")})`);
  }
  return value;
}
