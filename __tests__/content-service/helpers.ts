import { mkdtempSync } from "fs";
import os from "os";
import path from "path";
import { buildServer } from "../../content-service/src/server";

export const ORIGIN = "http://localhost:9000";

/** A service on a free loopback port with a fresh data folder; close() when done. */
export async function startService(options: { tcRateLimit?: { max: number; timeWindow: number } } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "content-service-test-"));
  const app = await buildServer({ dataDir, allowedOrigins: [ORIGIN], logLevel: false, ...options });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return { app, dataDir, base, close: () => app.close() };
}
