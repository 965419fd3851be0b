/** A throw-away PostgreSQL cluster (postgresCluster.mjs), for the tests and the bench. */
export interface PostgresCluster {
  /** The cluster's superuser's address, on its `postgres` database. */
  adminUrl: string;
  port: number;
  password: string;
  /** Stops the server (`pg_ctl stop -m fast`), keeping the cluster. */
  stopServer(): Promise<unknown>;
  /** Starts the stopped server again, on the same port. */
  startServer(): Promise<unknown>;
  /** Stops the server and removes the cluster. */
  stop(): void;
}

export function postgresBinaries(): string | null;
export function startPostgresCluster(): Promise<PostgresCluster>;
