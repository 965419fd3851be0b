/**
 * `npm run bench:api`: the list endpoints' throughput and tail latency on loopback, next to a bare
 * `node:http` server answering the same bytes, measured in the same run. Each server runs in a
 * process of its own (as in production); autocannon drives them from this one. Rounds alternate
 * between the two so that the machine's noise falls on both alike; medians are judged, with min
 * and max beside them.
 *
 * Budgets: DESIGN.md's (≥ 2000 requests/s, p99 ≤ 50 ms), at least half the bare server's rate on
 * SQLite and, with `--postgres` (`npm run bench:api:postgres`), which runs the service on SQLite
 * and on PostgreSQL side by side, at least 0.8× SQLite's rate on PostgreSQL.
 * Then a soak of mixed traffic (bench/soak.ts, `--soak-minutes=N`, 10 by default) judges memory.
 */
import { mkdtempSync } from "fs";
import http from "http";
import os from "os";
import path from "path";
import autocannon from "autocannon";
import { freePort } from "../scripts/freePort.mjs";
import { SERVICE_MAIN, startProcess } from "./processes";
import { soak } from "./soak";
import { benchDatabaseUrl, ON_POSTGRES } from "./benchDatabase";

const BUDGET = { requestsPerSecond: 2000, p99Ms: 50, ofBare: 0.5, postgresOfSqlite: 0.8 };
const PATHS = ["/api/news/All/DPSSWB", "/api/gallery/All/DPSSWB"];
const argument = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const ROUNDS = argument("rounds", 3);
/** The soak's length; 0 skips it. */
const SOAK_MINUTES = argument("soak-minutes", 10);
const SECONDS = 5;

/** The headers the bare server repeats; the rest (Date, Connection, Content-Length …) each server writes itself. */
const COPIED_HEADERS = ["content-type", "cache-control", "etag", "vary", "x-content-type-options"];

/** One GET as autocannon sends it (no Accept-Encoding, so the service answers uncompressed): the
 * answer's status, copied headers and raw bytes. fetch would ask for gzip and undo it, and the
 * bare server would then repeat the gzip answer's ETag beside the plain bytes. */
function rawGet(
  port: number,
  route: string,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: route, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const headers = Object.fromEntries(
            COPIED_HEADERS.map((name) => [name, String(response.headers[name] ?? "")]),
          );
          resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      })
      .on("error", reject);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values: number[]) => `${median(values)} (${Math.min(...values)}–${Math.max(...values)})`;

/** A server the load is sent to, in a process of its own. */
interface Target {
  name: "SQLite" | "PostgreSQL" | "bare";
  port: number;
}

/** The service in a process of its own, on SQLite or (given its address) PostgreSQL. */
async function startService(databaseUrl: string | null) {
  const port = await freePort();
  const { child } = await startProcess(
    SERVICE_MAIN,
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "content-service-bench-")),
      LOG_LEVEL: "warn",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    "listening",
  );
  return { child, port };
}

/** The row of one path: each server's median (min–max), the ratios judged, and the service's p99. */
async function measure(route: string, targets: Target[], failures: string[]): Promise<string> {
  const rates = new Map<Target["name"], number[]>(targets.map((target) => [target.name, []]));
  const p99 = new Map<Target["name"], number[]>(targets.map((target) => [target.name, []]));
  let non2xx = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const target of targets) {
      const result = await autocannon({
        url: `http://127.0.0.1:${target.port}${route}`,
        connections: 20,
        duration: SECONDS,
      });
      rates.get(target.name)!.push(Math.round(result.requests.average));
      p99.get(target.name)!.push(result.latency.p99);
      if (target.name !== "bare") non2xx += result.non2xx;
    }
  }
  const rate = (name: Target["name"]) => median(rates.get(name) ?? [NaN]);
  const services = targets.filter((target) => target.name !== "bare");
  for (const { name } of services) {
    if (rate(name) < BUDGET.requestsPerSecond)
      failures.push(`${route} on ${name}: ${rate(name)} req/s is under ${BUDGET.requestsPerSecond}`);
    if (median(p99.get(name)!) > BUDGET.p99Ms)
      failures.push(`${route} on ${name}: p99 ${median(p99.get(name)!)} ms is over ${BUDGET.p99Ms} ms`);
  }
  const ofBare = rate("SQLite") / rate("bare");
  if (ofBare < BUDGET.ofBare)
    failures.push(
      `${route}: the service on SQLite runs at ${ofBare.toFixed(2)}× the bare server, under ${BUDGET.ofBare}×`,
    );
  const cells = [...targets.map((target) => spread(rates.get(target.name)!)), ofBare.toFixed(2)];
  if (rates.has("PostgreSQL")) {
    const ofSqlite = rate("PostgreSQL") / rate("SQLite");
    if (ofSqlite < BUDGET.postgresOfSqlite)
      failures.push(
        `${route}: PostgreSQL serves ${ofSqlite.toFixed(2)}× SQLite's rate, under ${BUDGET.postgresOfSqlite}×`,
      );
    cells.push(ofSqlite.toFixed(2));
  }
  cells.push(...services.map((target) => spread(p99.get(target.name)!)));
  if (non2xx) failures.push(`${route}: ${non2xx} answers were not 2xx`);
  return `| ${route} | ${cells.join(" | ")} |`;
}

async function main() {
  const children = [];
  try {
    const sqlite = await startService(null);
    children.push(sqlite.child);
    const targets: Target[] = [{ name: "SQLite", port: sqlite.port }];
    if (ON_POSTGRES) {
      const postgres = await startService(await benchDatabaseUrl());
      children.push(postgres.child);
      targets.push({ name: "PostgreSQL", port: postgres.port });
    }
    const answers = [];
    for (const route of PATHS) {
      const { headers, body } = await rawGet(sqlite.port, route);
      answers.push({ path: route, headers, body: body.toString("base64") });
    }
    const barePort = await freePort();
    children.push(
      (
        await startProcess(
          path.join(__dirname, "bareServer.ts"),
          { PORT: String(barePort), BARE_ANSWERS: JSON.stringify(answers) },
          "listening",
        )
      ).child,
    );
    targets.push({ name: "bare", port: barePort });
    // Every server must answer the load's request alike (the same sample content, seeded on each
    // database from the same day), or the comparison measures different work.
    for (const route of PATHS) {
      const [first, ...others] = await Promise.all(targets.map((target) => rawGet(target.port, route)));
      for (const other of others)
        if (
          other.status !== 200 ||
          !other.body.equals(first.body) ||
          JSON.stringify(other.headers) !== JSON.stringify(first.headers)
        )
          throw new Error(`${route}: the servers do not all answer the same bytes`);
    }

    const failures: string[] = [];
    console.log(`${ROUNDS} alternating rounds of ${SECONDS} s per server and path (median (min–max))\n`);
    const names = targets.map((target) => (target.name === "bare" ? "bare node:http" : `service on ${target.name}`));
    const services = targets.filter((target) => target.name !== "bare").map((target) => target.name);
    const header = [
      "path",
      ...names.map((name) => `${name} req/s`),
      "SQLite ÷ bare",
      ...(ON_POSTGRES ? ["PostgreSQL ÷ SQLite"] : []),
      ...services.map((name) => `${name} p99 ms`),
    ];
    console.log(`| ${header.join(" | ")} |`);
    console.log(`| ${header.map(() => "---").join(" | ")} |`);
    for (const route of PATHS) console.log(await measure(route, targets, failures));
    for (const child of children) child.kill("SIGTERM");
    if (SOAK_MINUTES > 0) failures.push(...(await soak(SOAK_MINUTES)));
    if (failures.length) {
      console.error(`\nBudget missed:\n${failures.join("\n")}`);
      process.exitCode = 1;
    } else {
      console.log(
        "\nBoth list endpoints meet the budget" + (SOAK_MINUTES > 0 ? ", and the soak's memory stays within it." : "."),
      );
    }
  } finally {
    for (const child of children) child.kill("SIGTERM");
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
