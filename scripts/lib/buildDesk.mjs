/** Builds the content desk (Vite) into content-service/desk/dist/ when that is missing or older than
 * any of its sources. The desk is the service's, not the public site's: Gatsby never sees it. */
import { existsSync, readFileSync, statSync } from "fs";
import { newestMtime } from "./build.mjs";
import { run } from "./run.mjs";

const DESK = "content-service/desk";
/** Vite writes it last and empties dist/ first, so a build that stopped halfway leaves none. */
const BUILT = `${DESK}/dist/index.html`;
/** Every module the last build read, written by the build itself (SOURCES_FILE of
 * content-service/desk/buildSources.ts): the site's src/lib and whatever else the desk imports. */
const SOURCES_LIST = `${DESK}/dist/.sources.json`;
/** What shapes the build without being one of its modules. */
const BUILD_INPUTS = [
  `${DESK}/public`,
  `${DESK}/vite.config.ts`,
  `${DESK}/buildSources.ts`,
  `${DESK}/tsconfig.json`,
  "tsconfig.json",
  "package-lock.json",
];

function listedSources() {
  try {
    const list = JSON.parse(readFileSync(SOURCES_LIST, "utf8"));
    return Array.isArray(list) && list.every((entry) => typeof entry === "string") ? list : null;
  } catch {
    return null;
  }
}

/** Why the desk must be built again, or null when its build is current. Paths are the project's,
 * read from the current folder (npm runs scripts at the project's root). */
export function deskStaleBecause() {
  if (!existsSync(BUILT)) return "there is no complete build";
  const sources = listedSources();
  if (!sources) return "the build does not list its sources";
  const gone = sources.find((source) => !existsSync(source));
  if (gone) return `${gone} is gone`;
  const built = statSync(BUILT).mtimeMs;
  const newer = [...BUILD_INPUTS, ...sources].find((source) => newestMtime(source) > built);
  return newer ? `${newer} changed after it` : null;
}

export const deskBuildIsCurrent = () => deskStaleBecause() === null;

export async function ensureDeskBuild() {
  const reason = deskStaleBecause();
  if (!reason) {
    console.log("The content desk in content-service/desk/dist/ is up to date.");
    return;
  }
  console.log(`Building the content desk (vite build): ${reason}…`);
  await run("npx", ["vite", "build", "--config", `${DESK}/vite.config.ts`, "--logLevel", "warn"]);
}
