/** Builds the content desk (Vite) into content-service/desk/dist/ when that is missing or older than
 * any of its sources. The desk is the service's, not the public site's: Gatsby never sees it. */
import { existsSync, statSync } from "fs";
import { newestMtime } from "./build.mjs";
import { run } from "./run.mjs";

const DESK = "content-service/desk";
const SOURCES = [`${DESK}/src`, `${DESK}/public`, `${DESK}/index.html`, `${DESK}/vite.config.ts`, "content-service/src/desk/kinds.ts", "package-lock.json"];
/** Vite writes it last and empties dist/ first, so a build that stopped halfway leaves none. */
const BUILT = `${DESK}/dist/index.html`;

export function deskBuildIsCurrent() {
  if (!existsSync(BUILT)) return false;
  const built = statSync(BUILT).mtimeMs;
  return SOURCES.every((source) => newestMtime(source) <= built);
}

export async function ensureDeskBuild() {
  if (deskBuildIsCurrent()) {
    console.log("The content desk in content-service/desk/dist/ is up to date.");
    return;
  }
  console.log("Building the content desk (vite build)…");
  await run("npx", ["vite", "build", "--config", `${DESK}/vite.config.ts`, "--logLevel", "warn"]);
}
