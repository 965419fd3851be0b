import {
  SqliteAdapter,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Kysely,
  type SqliteDialectConfig,
} from "kysely";

/** Every transaction takes SQLite's write lock as it begins (BEGIN IMMEDIATE): what it reads cannot
 * change under it before it writes, even from another process (`npm run staff`, `npm run seed`), and
 * it never fails half-way on upgrading a read lock. The service's transactions all write. */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

/** Kysely's SQLite dialect with ImmediateSqliteDriver. */
export class ImmediateSqliteDialect implements Dialect {
  constructor(private readonly config: SqliteDialectConfig) {}
  createDriver = () => new ImmediateSqliteDriver(this.config);
  createQueryCompiler = () => new SqliteQueryCompiler();
  createAdapter = () => new SqliteAdapter();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own signature
  createIntrospector = (db: Kysely<any>) => new SqliteIntrospector(db);
}
