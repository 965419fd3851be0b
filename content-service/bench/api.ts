/**
 * `npm run bench:api`: the list endpoints' throughput and tail latency on loopback. Starts the
 * service with a fresh data folder and request logging off, runs autocannon for 10 s per endpoint,
 * prints requests/s and p99, and fails when a budget of DESIGN.md is missed (≥ 2000 req/s, p99 ≤ 50 ms).
 */
import { mkdtempSync } from "fs";
import os from "os";
import path from "path";
import autocannon from "autocannon";
import { buildServer } from "../src/server";

const BUDGET = { requestsPerSecond: 2000, p99Ms: 50 };
const PATHS = ["/api/news/All/DPSSWB", "/api/gallery/All/DPSSWB"];

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "content-service-bench-"));
  const app = await buildServer({ dataDir, allowedOrigins: [], logLevel: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const failures: string[] = [];
  for (const route of PATHS) {
    const result = await autocannon({ url: `${base}${route}`, connections: 20, duration: 10 });
    const rps = Math.round(result.requests.average);
    const p99 = result.latency.p99;
    console.log(`${route}: ${rps} requests/s, p99 ${p99} ms, ${result.non2xx} non-2xx`);
    if (rps < BUDGET.requestsPerSecond) failures.push(`${route}: ${rps} req/s is under ${BUDGET.requestsPerSecond}`);
    if (p99 > BUDGET.p99Ms) failures.push(`${route}: p99 ${p99} ms is over ${BUDGET.p99Ms} ms`);
    if (result.non2xx) failures.push(`${route}: ${result.non2xx} answers were not 2xx`);
  }
  await app.close();
  if (failures.length) {
    console.error(`Budget missed:\n${failures.join("\n")}`);
    process.exit(1);
  }
  console.log("Both list endpoints meet the budget.");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
