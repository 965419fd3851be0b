import path from "path";

export interface ServiceConfig {
  port: number;
  host: string;
  dataDir: string;
  allowedOrigins: string[];
  logLevel: string;
}

const DEFAULT_ORIGINS = ["http://localhost:9000", "http://127.0.0.1:9000", "http://localhost:8000", "http://127.0.0.1:9123"];

/** Settings from the environment: PORT, HOST, DATA_DIR, ALLOWED_ORIGINS (comma-separated), LOG_LEVEL. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  return {
    port: Number(env.PORT ?? 4000),
    host: env.HOST ?? "0.0.0.0",
    dataDir: path.resolve(env.DATA_DIR ?? path.join(__dirname, "..", ".data")),
    allowedOrigins: env.ALLOWED_ORIGINS ? env.ALLOWED_ORIGINS.split(",").map((o) => o.trim()).filter(Boolean) : DEFAULT_ORIGINS,
    logLevel: env.LOG_LEVEL ?? "info",
  };
}
