/** Builds the site when public/ is missing, older than any of its sources, or made for another
 * content service than the one asked for now. The build itself writes public/.build-stamp, saying
 * what it was made for (gatsby/buildStamp.ts). */
import { existsSync, readFileSync, readdirSync, statSync } from "fs";
import path from "path";
import { run } from "./run.mjs";

const SOURCES = [
  "src",
  // The site's pages bundle the contract's readers, schemas and dates.
  "packages/contract/src",
  "content",
  "static",
  "gatsby",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package-lock.json",
];
const STAMP = "public/.build-stamp";
/** The bundled service, as src/lib/serviceAddress.ts falls back to it (this plain-Node script
 * cannot import TypeScript). */
const DEFAULT_API = "http://localhost:4000";

export function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  );
}

/** What a build would be made for now: the content service's address and the one its pages read
 * from (src/lib/serviceAddress.ts), which the build bakes into the pages. (The school code it
 * bakes in comes from content/data/site.yaml alone, so a changed code is a changed source.) */
export function buildTarget(env = process.env) {
  const apiUrl = (env.GATSBY_CONTENT_API_URL || DEFAULT_API).replace(/\/+$/, "");
  return { apiUrl, readUrl: (env.GATSBY_CONTENT_READ_URL || apiUrl).replace(/\/+$/, "") };
}

function readStamp() {
  try {
    return JSON.parse(readFileSync(STAMP, "utf8"));
  } catch {
    return null;
  }
}

/** Why public/ must be built again for `target`, or null when it is current. */
export function staleBecause(target = buildTarget()) {
  const stamp = readStamp();
  if (!stamp || !existsSync("public/index.html")) return "there is no complete build";
  if (stamp.apiUrl !== target.apiUrl)
    return `it was made for the content service at ${stamp.apiUrl}, not ${target.apiUrl}`;
  if ((stamp.readUrl ?? stamp.apiUrl) !== target.readUrl)
    return `its pages read the content service's content from ${stamp.readUrl ?? stamp.apiUrl}, not ${target.readUrl}`;
  const built = statSync(STAMP).mtimeMs;
  const newer = SOURCES.find((source) => newestMtime(source) > built);
  return newer ? `${newer} changed after it` : null;
}

export const buildIsCurrent = (target = buildTarget()) => staleBecause(target) === null;

export async function ensureBuild({ env = {} } = {}) {
  const target = buildTarget({ ...process.env, ...env });
  const reason = staleBecause(target);
  if (!reason) {
    console.log(`The production build in public/ is up to date (content service ${target.apiUrl}).`);
    return;
  }
  console.log(`Building the site (gatsby clean, gatsby build): ${reason}…`);
  const started = Date.now();
  // From a clean cache: Gatsby's incremental build has been seen to write pages with the previous
  // stylesheet after a CSS-only change, and a full build takes about a minute here anyway.
  await run("npx", ["gatsby", "clean"], { env });
  await run("npx", ["gatsby", "build"], { env });
  const still = staleBecause(target);
  if (still) throw new Error(`The build did not record what it was made for: ${still}`);
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
