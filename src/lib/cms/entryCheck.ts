/** What the editor at /admin does with an entry just before it saves it: optional fields left empty
 * are taken out, and the entry is checked with the schema the build checks its file with, so a
 * file the build would refuse is never saved. A refusal says, in the editor's words, where the
 * problem is and what to do (src/lib/cms/officeWords.ts). */
import type { DecapConfig, DecapField } from "./decapTypes";
import { PAGES_COLLECTION, schemaOf } from "./editedFiles";
import { officeProblem } from "./officeWords";

/** A save refused by the site's checks. Decap shows the thrown value as it is: the message alone. */
export class EditorRefusal extends Error {
  toString() {
    return this.message;
  }
}

export type EntryPath = (string | number)[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === "string" && !value.trim()) ||
  (Array.isArray(value) && value.length === 0);

/** The optional fields an entry holds empty: Decap keeps a cleared text as "" and an emptied list
 * as [], which the build reads as a value, not as a field left out. */
export function emptyOptionalFields(fields: readonly DecapField[], data: unknown, at: EntryPath = []): EntryPath[] {
  if (!isRecord(data)) return [];
  return fields.flatMap((field) => {
    const value = data[field.name];
    const path = [...at, field.name];
    if (field.required === false && field.widget !== "hidden" && field.name in data && isEmpty(value)) return [path];
    if (field.widget === "object" && field.fields) return emptyOptionalFields(field.fields, value, path);
    if (field.widget === "list" && Array.isArray(value)) {
      return value.flatMap((item, i) => {
        const itemFields =
          field.fields ??
          field.types?.find((type) => isRecord(item) && item[field.typeKey ?? "type"] === type.name)?.fields;
        return itemFields ? emptyOptionalFields(itemFields, item, [...path, i]) : [];
      });
    }
    return [];
  });
}

/** The entry without the given fields. */
export function withoutFields(data: unknown, paths: readonly EntryPath[]): unknown {
  const copy = structuredClone(data);
  for (const path of paths) {
    const parent = path
      .slice(0, -1)
      .reduce<unknown>((value, key) => (value as Record<string | number, unknown>)?.[key], copy);
    if (isRecord(parent)) delete parent[path[path.length - 1] as string];
  }
  return copy;
}

/** Checks an entry as the build will check its file; throws an EditorRefusal when the build would
 * refuse it. A page's text (`body`) is not part of its frontmatter. */
export function checkEntry(collection: string, data: unknown): void {
  const schema = schemaOf(collection);
  if (!schema) throw new Error(`The editor has no schema for the collection ${collection}`);
  const problem = officeProblem(schema, collection === PAGES_COLLECTION ? withoutFields(data, [["body"]]) : data);
  if (problem) throw new EditorRefusal(problem);
}

/** The fields to take out of an entry before it is saved; throws an EditorRefusal when the entry,
 * without them, is one the build would refuse. */
export function fieldsToDrop(config: DecapConfig, collection: string, data: unknown): EntryPath[] {
  const found = config.collections.find((c) => c.name === collection);
  const fields = found?.fields ?? found?.files?.[0]?.fields;
  if (!fields) throw new Error(`The editor has no collection ${collection}`);
  const empty = emptyOptionalFields(fields, data);
  checkEntry(collection, withoutFields(data, empty));
  return empty;
}
