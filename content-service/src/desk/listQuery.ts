import { matchesFilter } from "./listFilter";

/** The list protocol of react-admin's simple REST data provider:
 * `?sort=["title","ASC"]&range=[0,24]&filter={"q":"day","category":"Notice"}`, answered with the
 * page and a `Content-Range: kind 0-24/57` header. */

export interface ListQuery {
  sort: { field: string; order: "ASC" | "DESC" };
  range: [number, number];
  filter: Record<string, unknown>;
}

export class BadQuery extends Error {
  readonly statusCode = 400;
}

const parse = (name: string, raw: unknown): unknown => {
  if (raw === undefined || raw === "") return undefined;
  try {
    return JSON.parse(String(raw));
  } catch {
    throw new BadQuery(`The ${name} parameter is not valid JSON.`);
  }
};

/** The page size has a ceiling, so that one request cannot ask for everything at once. */
export const MAX_PAGE = 500;

export function parseListQuery(query: Record<string, unknown>, defaults: ListQuery["sort"]): ListQuery {
  const sort = parse("sort", query.sort);
  const range = parse("range", query.range);
  const filter = parse("filter", query.filter) ?? {};
  if (
    sort !== undefined &&
    !(Array.isArray(sort) && typeof sort[0] === "string" && (sort[1] === "ASC" || sort[1] === "DESC"))
  ) {
    throw new BadQuery('sort must look like ["field","ASC"].');
  }
  if (
    range !== undefined &&
    !(
      Array.isArray(range) &&
      Number.isInteger(range[0]) &&
      Number.isInteger(range[1]) &&
      range[0] >= 0 &&
      range[1] >= range[0]
    )
  ) {
    throw new BadQuery("range must look like [0,24].");
  }
  if (typeof filter !== "object" || filter === null || Array.isArray(filter))
    throw new BadQuery("filter must be an object.");
  const [start, end] = (range as [number, number] | undefined) ?? [0, 24];
  const q = typeof query.q === "string" && query.q ? { q: query.q } : {};
  return {
    sort: sort ? { field: sort[0], order: sort[1] } : defaults,
    range: [start, Math.min(end, start + MAX_PAGE - 1)],
    filter: { ...(filter as Record<string, unknown>), ...q },
  };
}

type Row = Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null || a === "") return 1;
  if (b === undefined || b === null || b === "") return -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  return text(a).localeCompare(text(b), "en", { numeric: true, sensitivity: "base" });
}

/** Filters, sorts and cuts a list: `q` is a case-insensitive substring of any search field; `id`
 * may be a list; any other key matches exactly, or compares (listFilter.ts). Rows without the
 * sorted field come last. */
export function applyListQuery(rows: Row[], query: ListQuery, searchFields: string[]): { page: Row[]; total: number } {
  const { q, id, ...exact } = query.filter;
  const needle = typeof q === "string" ? q.trim().toLowerCase() : "";
  const ids = id === undefined ? null : new Set((Array.isArray(id) ? id : [id]).map(String));
  const matching = rows.filter(
    (row) =>
      (!needle || searchFields.some((field) => text(row[field]).toLowerCase().includes(needle))) &&
      (!ids || ids.has(String(row.id))) &&
      Object.entries(exact).every(([key, value]) => matchesFilter(row, key, value)),
  );
  const sign = query.sort.order === "ASC" ? 1 : -1;
  const sorted = [...matching].sort((a, b) => {
    const missingA = a[query.sort.field] === undefined || a[query.sort.field] === "";
    const missingB = b[query.sort.field] === undefined || b[query.sort.field] === "";
    if (missingA !== missingB) return missingA ? 1 : -1;
    return sign * compare(a[query.sort.field], b[query.sort.field]);
  });
  return { page: sorted.slice(query.range[0], query.range[1] + 1), total: matching.length };
}

export const contentRange = (kind: string, range: [number, number], shown: number, total: number) =>
  `${kind} ${range[0]}-${shown ? range[0] + shown - 1 : range[0]}/${total}`;

/** Answers a list request with one page of `rows` and its Content-Range, as react-admin reads it. */
export function sendList(
  reply: { header: (name: string, value: string | number) => unknown; send: (body: unknown) => unknown },
  kind: string,
  query: Record<string, unknown>,
  rows: Row[],
  options: { sort: ListQuery["sort"]; search: string[] },
) {
  const parsed = parseListQuery(query, options.sort);
  const { page, total } = applyListQuery(rows, parsed, options.search);
  reply.header("Content-Range", contentRange(kind, parsed.range, page.length, total));
  reply.header("X-Total-Count", total);
  return reply.send(page);
}
