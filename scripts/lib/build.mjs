/** Builds the site when public/ is missing or older than any of its sources. */
import { existsSync, readdirSync, statSync, writeFileSync } from "fs";
import path from "path";
import { run } from "./run.mjs";

const SOURCES = ["src", "content", "static", "gatsby", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "package-lock.json"];
const STAMP = path.resolve("public/.build-stamp");

export function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

export function buildIsCurrent() {
  if (!existsSync(STAMP) || !existsSync("public/index.html")) return false;
  const built = statSync(STAMP).mtimeMs;
  return SOURCES.every((source) => newestMtime(source) <= built);
}

export async function ensureBuild({ env = {} } = {}) {
  if (buildIsCurrent()) {
    console.log("The production build in public/ is up to date.");
    return;
  }
  console.log("Building the site (gatsby clean, gatsby build)…");
  const started = Date.now();
  // From a clean cache: Gatsby's incremental build has been seen to write pages with the previous
  // stylesheet after a CSS-only change, and a full build takes about a minute here anyway.
  await run("npx", ["gatsby", "clean"], { env });
  await run("npx", ["gatsby", "build"], { env });
  writeFileSync(STAMP, new Date().toISOString());
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
