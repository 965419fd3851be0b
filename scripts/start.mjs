/** `npm start`: builds the site and the content desk when needed, then runs the content service
 * (port 4000, with the desk at /desk/) and serves the production build at http://localhost:9000.
 * Ctrl+C stops both. */
import { spawn } from "child_process";
import { ensureBuild } from "./lib/build.mjs";
import { ensureDeskBuild } from "./lib/buildDesk.mjs";

await ensureBuild();
await ensureDeskBuild();
const children = [
  spawn("npx", ["tsx", "content-service/src/main.ts"], { stdio: "inherit", env: { PORT: "4000", ...process.env } }),
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
