import { configFromEnv } from "./config";
import { buildServer } from "./server";

/** `npm run service`: starts the content service; Ctrl+C or SIGTERM closes it cleanly. */
async function main() {
  const config = configFromEnv();
  const app = await buildServer({ dataDir: config.dataDir, allowedOrigins: config.allowedOrigins, logLevel: config.logLevel });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`);
      app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
