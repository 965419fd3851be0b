/** `npm start`: builds the site and the content desk when needed, then runs the content service
 * (port 4000, with the desk at /desk/) and serves the production build at http://localhost:9000.
 * Ctrl+C stops both. */
import { spawn } from "child_process";
import { readFileSync } from "fs";
import { parse } from "yaml";
import { ensureBuild } from "./lib/build.mjs";
import { ensureDeskBuild } from "./lib/buildDesk.mjs";

/** The service names its school by its own settings; here they are the site's, from site.yaml. */
const site = parse(readFileSync("content/data/site.yaml", "utf8"));
const school = { SCHOOL_CODE: site.schoolCode, SCHOOL_NAME: site.name, ADMISSION_SESSION: site.admissionSession };

await ensureBuild();
await ensureDeskBuild();
const children = [
  spawn("npx", ["tsx", "content-service/src/main.ts"], {
    stdio: "inherit",
    env: { PORT: "4000", ...school, ...process.env },
  }),
  spawn("npx", ["tsx", "scripts/serve.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: process.env.SITE_PORT ?? "9000" },
  }),
];
const stopAll = (signal) => children.forEach((child) => child.exitCode === null && child.kill(signal));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(signal));
for (const child of children) {
  child.on("exit", (code) => {
    stopAll("SIGTERM");
    process.exitCode = code ?? 0;
  });
}
