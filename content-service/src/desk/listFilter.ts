/** One key of a list's filter, as the desk's lists and its home screen send them: `field` matches
 * exactly; `field_lt`, `field_lte`, `field_gt` and `field_gte` compare (dates as "YYYY-MM-DD" and
 * moments as ISO texts compare as text, numbers as numbers); `field_empty: true` matches a row
 * without the field (or with it empty), `false` one with it. A row without the field never matches
 * a comparison: an event with no date is not "before today". */

const COMPARISONS: Record<string, (order: number) => boolean> = {
  _lt: (order) => order < 0,
  _lte: (order) => order <= 0,
  _gt: (order) => order > 0,
  _gte: (order) => order >= 0,
};

const SUFFIX = /^(.+)(_lte|_lt|_gte|_gt|_empty)$/;

function order(a: unknown, b: unknown): number | null {
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "string" && a !== "" && typeof b === "string") return a < b ? -1 : a > b ? 1 : 0;
  return null;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

export function matchesFilter(row: Record<string, unknown>, key: string, value: unknown): boolean {
  const operator = SUFFIX.exec(key);
  // A field whose own name ends like an operator is matched as itself.
  if (!operator || key in row) return row[key] === value;
  const [, field, suffix] = operator;
  if (suffix === "_empty") return isEmpty(row[field]) === (value === true);
  const found = order(row[field], value);
  return found !== null && COMPARISONS[suffix](found);
}
