/**
 * `npm run bench:api`: the list endpoints' throughput and tail latency on loopback, next to a bare
 * `node:http` server answering the same bytes, measured in the same run. Each server runs in a
 * process of its own (as in production); autocannon drives them from this one. Rounds alternate
 * between the two so that the machine's noise falls on both alike; medians are judged, with min
 * and max beside them.
 *
 * Budgets: DESIGN.md's (≥ 2000 requests/s, p99 ≤ 50 ms) and, on SQLite, at least half the bare
 * server's rate. `--postgres` runs the service on PostgreSQL (`npm run bench:api:postgres`).
 * Then a soak of mixed traffic (bench/soak.ts, `--soak-minutes=N`, 10 by default) judges memory.
 */
import { mkdtempSync } from "fs";
import http from "http";
import os from "os";
import path from "path";
import autocannon from "autocannon";
import { freePort, SERVICE_MAIN, startProcess } from "./processes";
import { soak } from "./soak";
import { benchDatabaseUrl, ON_POSTGRES } from "./benchDatabase";

const BUDGET = { requestsPerSecond: 2000, p99Ms: 50, ofBare: 0.5 };
/** On PostgreSQL each answer first asks the server whether the content changed (a round trip to
 * another process on the same cores, which the bare server never makes): the ratio is shown, and
 * only DESIGN.md's budgets are judged. */
const JUDGE_RATIO = !ON_POSTGRES;
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

async function main() {
  const [servicePort, barePort] = [await freePort(), await freePort()];
  const databaseUrl = await benchDatabaseUrl();
  const { child: service } = await startProcess(
    SERVICE_MAIN,
    {
      PORT: String(servicePort),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "content-service-bench-")),
      LOG_LEVEL: "warn",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    "listening",
  );
  const children = [service];
  try {
    const answers = [];
    for (const route of PATHS) {
      const { headers, body } = await rawGet(servicePort, route);
      answers.push({ path: route, headers, body: body.toString("base64") });
    }
    children.push(
      (
        await startProcess(
          path.join(__dirname, "bareServer.ts"),
          { PORT: String(barePort), BARE_ANSWERS: JSON.stringify(answers) },
          "listening",
        )
      ).child,
    );
    // Both must answer the load's request alike, or the comparison measures different work.
    for (const route of PATHS) {
      const [service, bare] = [await rawGet(servicePort, route), await rawGet(barePort, route)];
      if (
        service.status !== 200 ||
        !service.body.equals(bare.body) ||
        JSON.stringify(service.headers) !== JSON.stringify(bare.headers)
      ) {
        throw new Error(`${route}: the bare server does not answer the same bytes as the service`);
      }
    }

    const failures: string[] = [];
    console.log(
      `${ROUNDS} alternating rounds of ${SECONDS} s per server and path (median (min–max)), ` +
        `the service on ${ON_POSTGRES ? "PostgreSQL" : "SQLite"}\n`,
    );
    console.log("| path | service req/s | bare node:http req/s | service ÷ bare | service p99 ms |");
    console.log("| --- | --- | --- | --- | --- |");
    for (const route of PATHS) {
      const figures = { service: [] as number[], bare: [] as number[], p99: [] as number[], non2xx: 0 };
      for (let round = 0; round < ROUNDS; round++) {
        for (const [which, port] of [
          ["service", servicePort],
          ["bare", barePort],
        ] as const) {
          const result = await autocannon({
            url: `http://127.0.0.1:${port}${route}`,
            connections: 20,
            duration: SECONDS,
          });
          figures[which].push(Math.round(result.requests.average));
          if (which === "service") {
            figures.p99.push(result.latency.p99);
            figures.non2xx += result.non2xx;
          }
        }
      }
      const ratio = median(figures.service) / median(figures.bare);
      console.log(
        `| ${route} | ${spread(figures.service)} | ${spread(figures.bare)} ` +
          `| ${ratio.toFixed(2)} | ${spread(figures.p99)} |`,
      );
      if (median(figures.service) < BUDGET.requestsPerSecond)
        failures.push(`${route}: ${median(figures.service)} req/s is under ${BUDGET.requestsPerSecond}`);
      if (median(figures.p99) > BUDGET.p99Ms)
        failures.push(`${route}: p99 ${median(figures.p99)} ms is over ${BUDGET.p99Ms} ms`);
      if (JUDGE_RATIO && ratio < BUDGET.ofBare)
        failures.push(`${route}: the service runs at ${ratio.toFixed(2)}× the bare server, under ${BUDGET.ofBare}×`);
      if (figures.non2xx) failures.push(`${route}: ${figures.non2xx} answers were not 2xx`);
    }
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
