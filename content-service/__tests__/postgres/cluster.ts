import pg from "pg";
import { startPostgresCluster, type PostgresCluster } from "../../scripts/postgresCluster.mjs";

/** A throw-away PostgreSQL server for one test file, with what its tests do to it as its
 * administrator would. */
export interface TestCluster extends PostgresCluster {
  /** Runs statements as the superuser, on `database`, and answers the last one's rows. */
  admin<R extends pg.QueryResultRow = pg.QueryResultRow>(statements: string[], database?: string): Promise<R[]>;
  /** The address of `database` as `user` (with `password`). */
  urlOf(database: string, user?: string, password?: string): string;
}

export async function startTestCluster(): Promise<TestCluster> {
  const cluster = await startPostgresCluster();
  const urlOf = (database: string, user = "admin", password = cluster.password) => {
    const url = new URL(cluster.adminUrl);
    url.username = user;
    url.password = password;
    url.pathname = `/${database}`;
    return url.toString();
  };
  return {
    ...cluster,
    urlOf,
    async admin(statements, database = "postgres") {
      const client = new pg.Client({ connectionString: urlOf(database) });
      await client.connect();
      try {
        let rows: pg.QueryResultRow[] = [];
        for (const statement of statements) rows = (await client.query(statement)).rows;
        return rows as never;
      } finally {
        await client.end();
      }
    },
  };
}

/** A database owned by a role of its own that is no superuser, as docs/content-service.md asks an operator to
 * make: answers the owner's address. `createRole` gives the owner the right to make the service's
 * request role. */
export async function ownedDatabase(
  cluster: TestCluster,
  name: string,
  { createRole = true }: { createRole?: boolean } = {},
): Promise<string> {
  const owner = `${name}_owner`;
  await cluster.admin([
    `CREATE ROLE ${owner} LOGIN NOSUPERUSER NOCREATEDB ${createRole ? "CREATEROLE" : "NOCREATEROLE"} PASSWORD 'owner-password'`,
    `CREATE DATABASE ${name} OWNER ${owner}`,
  ]);
  return cluster.urlOf(name, owner, "owner-password");
}
