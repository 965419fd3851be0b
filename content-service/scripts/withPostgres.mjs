/**
 * `node content-service/scripts/withPostgres.mjs <command> [args…]`: runs a command beside a
 * throw-away PostgreSQL cluster (postgresCluster.mjs), with the cluster's superuser address in
 * TEST_POSTGRES_URL, then stops and removes the cluster. Exits with the command's status.
 */
import { spawn } from "child_process";
import { startPostgresCluster } from "./postgresCluster.mjs";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("Usage: node content-service/scripts/withPostgres.mjs <command> [args…]");
  process.exit(2);
}
let cluster;
try {
  cluster = await startPostgresCluster();
} catch (error) {
  console.error(`PostgreSQL did not start: ${error.message}`);
  process.exit(1);
}
const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, TEST_POSTGRES_URL: cluster.adminUrl } });
const stop = () => child.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
child.on("close", (code, signal) => {
  cluster.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
