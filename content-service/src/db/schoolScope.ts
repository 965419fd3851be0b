import { sql, type Expression, type KyselyPlugin, type SqlBool } from "kysely";
import type { Db } from "./open";

/** The scope of the service's own work across every school: retention, sweeps, backups. */
export const ALL_SCHOOLS = "*";

/** Marks a database handle with the school its queries are for. It changes no query: the
 * repositories read it (schoolOf) to filter and to stamp rows, and on PostgreSQL the handle's
 * connections carry it as `app.school`, which row-level security reads. */
class SchoolScope implements KyselyPlugin {
  constructor(readonly school: string) {}
  transformQuery: KyselyPlugin["transformQuery"] = (args) => args.node;
  transformResult: KyselyPlugin["transformResult"] = (args) => Promise.resolve(args.result);
}

/** Makes a handle for one school's (or ALL_SCHOOLS') rows over the same database. */
type ScopeMaker = (school: string) => Db;

const makers = new WeakMap<Db, ScopeMaker>();
const scoped = new WeakMap<Db, Map<string, Db>>();
const roots = new WeakMap<Db, Db>();

/** How open.ts makes scoped handles of a database it opened. */
export function registerScopes(root: Db, make: (school: string, plugin: KyselyPlugin) => Db): void {
  makers.set(root, (school) => {
    const handle = make(school, new SchoolScope(school));
    roots.set(handle, root);
    return handle;
  });
  scoped.set(root, new Map());
}

/** The database `db` was made from by forSchool, or `db` itself. */
export const rootOf = (db: Db): Db => roots.get(db) ?? db;

/** The same database, for `school`'s rows only. Handles are kept: asking again costs nothing. */
export function forSchool(db: Db, school: string): Db {
  const root = rootOf(db);
  const make = makers.get(root);
  const known = scoped.get(root);
  if (!make || !known) throw new Error("This database was not opened by openDb: it has no school scopes");
  let handle = known.get(school);
  if (!handle) known.set(school, (handle = make(school)));
  return handle;
}

/** The same database for the service's own work over every school's rows. */
export const acrossSchools = (db: Db): Db => forSchool(db, ALL_SCHOOLS);

/** The school `db` is scoped to, or ALL_SCHOOLS. A query of a school's rows through an unscoped
 * handle is a mistake that would mix schools: it fails here instead. */
export function schoolOf(db: Db): string {
  const scope = db.getExecutor().plugins.find((plugin) => plugin instanceof SchoolScope);
  if (!scope) throw new Error("A query of a school's rows ran without a school: use forSchool() or acrossSchools()");
  return scope.school;
}

/** The school a new row of `db` belongs to; the service's work across schools writes no school's rows. */
export function schoolToWrite(db: Db): string {
  const school = schoolOf(db);
  if (school === ALL_SCHOOLS) throw new Error("A row was written across schools: it must belong to one school");
  return school;
}

/** The condition that keeps a query to `db`'s school (`column` names its school column). */
export function inSchool(db: Db, column = "school"): Expression<SqlBool> {
  const school = schoolOf(db);
  return school === ALL_SCHOOLS ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.ref(column)} = ${school}`;
}
