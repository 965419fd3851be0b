import { configFromEnv } from "./config";
import { buildServer } from "./server";

/** Beyond the drain, how long closing the database may take before the process gives up on it. */
const CLOSE_MS = 5_000;

/** `npm run service`: starts the content service. On SIGTERM (or Ctrl+C) it stops taking new
 * connections, lets the requests in flight finish (those still running after SHUTDOWN_DRAIN_MS are
 * cut), closes its database and exits 0. */
async function main() {
  const config = configFromEnv();
  const app = await buildServer(config);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: finishing the requests in flight, then closing`);
      const cut = setTimeout(() => app.server.closeAllConnections(), config.drainMs);
      const giveUp = setTimeout(() => {
        console.error("The service did not close in time; stopping anyway.");
        process.exit(1);
      }, config.drainMs + CLOSE_MS);
      cut.unref();
      giveUp.unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error instanceof Error ? error.message : error);
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  const host = config.host === "0.0.0.0" ? "localhost" : config.host;
  console.log(`The content service is listening on http://${host}:${config.port}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
