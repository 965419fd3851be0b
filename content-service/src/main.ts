import { configFromEnv } from "./config";
import { buildServer } from "./server";

/** `npm run service`: starts the content service; Ctrl+C or SIGTERM closes it cleanly. */
async function main() {
  const config = configFromEnv();
  const app = await buildServer(config);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`);
      void app.close().then(() => process.exit(0));
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
