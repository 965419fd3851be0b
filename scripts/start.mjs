/** `npm start`: builds the site and the content desk when needed, then runs the content service
 * (port 4000, with the desk at /desk/) and serves the production build at http://localhost:9000.
 * Ctrl+C, or SIGTERM to npm's process alone, stops both: package.json starts this with `exec`, so that
 * no shell stands between npm, which passes SIGTERM on to its child, and this process. */
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
// Node itself with tsx's loader, not `npx tsx`: a supervisor's SIGTERM to this process reaches the
// servers only if it signals them directly (npx and tsx's own launcher stand between and drop it).
const run = (file, env) => spawn(process.execPath, ["--import", "tsx", file], { stdio: "inherit", env });
const children = [
  run("content-service/src/main.ts", { PORT: "4000", ...school, ...process.env }),
  run("scripts/serve.ts", { ...process.env, PORT: process.env.SITE_PORT ?? "9000" }),
];
const stopAll = (signal) => children.forEach((child) => child.exitCode === null && child.kill(signal));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(signal));
for (const child of children) {
  child.on("exit", (code) => {
    stopAll("SIGTERM");
    process.exitCode = code ?? 0;
  });
}
