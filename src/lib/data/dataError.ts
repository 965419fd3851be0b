import type * as z from "zod";

/** A problem in a data file, named so that office staff know where to look: the file, the entry
 * (such as `menu[1] "About Us" > children[4] "Our Vision"`) and the field. */
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

/** The fields that name an entry of a list, in the order they are tried. */
export const ENTRY_NAME_FIELDS = [
  "particulars",
  "type",
  "title",
  "key",
  "stream",
  "group",
  "subject",
  "when",
  "name",
  "label",
];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const child = (value: unknown, key: PropertyKey): unknown =>
  isRecord(value) || Array.isArray(value) ? (value as Record<PropertyKey, unknown>)[key] : undefined;

/** The entry a path leads to: list positions with the entry's own title, steps joined by " > ". */
export function describeEntry(data: unknown, path: readonly PropertyKey[]): string {
  const steps: string[] = [];
  let value = data;
  for (const key of path) {
    value = child(value, key);
    if (typeof key !== "number") {
      steps.push(String(key));
      continue;
    }
    const entry = value;
    const label = isRecord(entry)
      ? ENTRY_NAME_FIELDS.map((name) => entry[name]).find((v) => typeof v === "string")
      : undefined;
    const step = `[${key}]${label ? ` "${label}"` : ""}`;
    if (steps.length) steps[steps.length - 1] += step;
    else steps.push(step);
  }
  return steps.join(" > ") || "top level";
}

/** The path describeEntry names `entry` by, among the entries of `data`: the way back from a
 * DataError to the place in its file; null when no entry is so named. */
export function entryPath(data: unknown, entry: string): PropertyKey[] | null {
  const search = (value: unknown, path: PropertyKey[]): PropertyKey[] | null => {
    if (describeEntry(data, path) === entry) return path;
    const keys = Array.isArray(value) ? value.map((_, i) => i) : isRecord(value) ? Object.keys(value) : [];
    for (const key of keys) {
      const found = search(child(value, key), [...path, key]);
      if (found) return found;
    }
    return null;
  };
  return search(data, []);
}

/** The first problem zod found, as a DataError. */
export function dataError(file: string, data: unknown, error: z.ZodError): DataError {
  const issue = error.issues[0];
  if (issue.code === "unrecognized_keys") {
    return new DataError(file, describeEntry(data, issue.path), issue.keys[0], issue.message);
  }
  const last = issue.path[issue.path.length - 1];
  if (last === undefined || typeof last === "number") {
    return new DataError(file, describeEntry(data, issue.path), "(entry)", issue.message);
  }
  return new DataError(file, describeEntry(data, issue.path.slice(0, -1)), String(last), issue.message);
}

/** Checks parsed data against its file's schema: the checked (typed) data, or a DataError. */
export function checkData<T extends z.ZodType>(file: string, schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw dataError(file, data, result.error);
  return result.data;
}
