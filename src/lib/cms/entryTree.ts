/** Decap holds an entry as Immutable maps and lists, and a widget's own changes as plain data: these
 * read both alike. */

interface Collection {
  toJS(): unknown;
  forEach(visit: (value: unknown, key: unknown) => unknown): unknown;
}

const isCollection = (value: unknown): value is Collection =>
  typeof value === "object" && value !== null && typeof (value as Partial<Collection>).toJS === "function";

/** The entry's value as plain data. */
export const toPlain = (value: unknown): unknown => (isCollection(value) ? value.toJS() : value);

/** Where `target` (the very list a widget was given) sits in the entry's data: ["groups", 3, "rows"]. */
export function pathOf(root: unknown, target: unknown, at: PropertyKey[] = []): PropertyKey[] | null {
  if (root === target) return at;
  const children: [PropertyKey, unknown][] = [];
  if (isCollection(root)) root.forEach((value, key) => void children.push([key as PropertyKey, value]));
  else if (Array.isArray(root)) root.forEach((value, key) => children.push([key, value]));
  else if (typeof root === "object" && root !== null) children.push(...Object.entries(root));
  for (const [key, value] of children) {
    if (typeof value !== "object" || value === null) continue;
    const found = pathOf(value, target, [...at, key]);
    if (found) return found;
  }
  return null;
}
