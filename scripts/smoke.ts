/** `npm run smoke -- <address>`: after a deployment, asks the deployed site for every page its menus
 * name (content/data/navigation.yaml: the home page, the fee pages, /news, /contact-us …) and checks
 * that each answers 200 itself, not through a redirect, with the security headers the build promises
 * a page (src/lib/securityHeaders.ts), each exactly once. A CDN that joins two rules' values sends
 * one header line holding both ("nosniff, nosniff"), so each value is compared whole. Prints one line
 * for each page that is wrong and exits 1. */
import http from "http";
import https from "https";
import { readNavigation } from "../src/lib/data/readDataFiles";
import { allPaths, itemPagePaths } from "../src/lib/navigation";
import { HSTS_HEADERS, pageHeaders } from "../src/lib/securityHeaders";

/** Each page's policy names the page's own inline hashes: its value is not known here. */
const POLICY = "Content-Security-Policy";
const TIMEOUT_MS = 20_000;

/** The headers every page is sent with, by their values; HSTS only over HTTPS (a browser ignores it
 * over plain HTTP, and scripts/serve.ts sends it only there). */
function promisedHeaders(secure: boolean): Record<string, string> {
  const page = pageHeaders("", { api: "", frames: [], siteStyles: [] });
  return { ...page, ...(secure ? HSTS_HEADERS : {}) };
}

interface Answer {
  status: number;
  location?: string;
  /** Each header line's value, by its name in lower case. */
  headers: Map<string, string[]>;
}

function get(url: URL): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === "https:" ? https : http).get(url, { timeout: TIMEOUT_MS }, (response) => {
      response.resume();
      const headers = new Map<string, string[]>();
      const raw = response.rawHeaders;
      for (let i = 0; i < raw.length; i += 2) {
        const name = raw[i].toLowerCase();
        headers.set(name, [...(headers.get(name) ?? []), raw[i + 1]]);
      }
      resolve({ status: response.statusCode ?? 0, location: response.headers.location, headers });
    });
    request.on("timeout", () => request.destroy(new Error(`no answer in ${TIMEOUT_MS / 1000} s`)));
    request.on("error", reject);
  });
}

/** What is wrong with one page's answer; empty when nothing is. */
function pageProblems(answer: Answer, promised: Record<string, string>): string[] {
  if (answer.status !== 200)
    return [`answered ${answer.status}${answer.location ? ` (a redirect to ${answer.location})` : ""}, not 200`];
  return Object.entries(promised).flatMap(([name, value]) => {
    const lines = answer.headers.get(name.toLowerCase()) ?? [];
    if (lines.length === 0) return [`no ${name}`];
    if (lines.length > 1) return [`${name} sent ${lines.length} times`];
    if (name === POLICY)
      // A comma separates policies: two rules' policies joined into one line.
      return lines[0].includes(",") ? [`${name} holds more than one policy`] : [];
    return lines[0] === value ? [] : [`${name} is "${lines[0]}", not "${value}"`];
  });
}

/** Every page the menus name, less those that show an item chosen by ?id= (not linked bare). */
function smokedPaths(root?: string): string[] {
  const nav = readNavigation(root);
  const items = new Set(itemPagePaths(nav));
  return allPaths(nav).filter((path) => !items.has(path));
}

async function smoke(base: URL): Promise<number> {
  const promised = promisedHeaders(base.protocol === "https:");
  const paths = smokedPaths();
  const results = await Promise.all(
    paths.map(async (path) => {
      try {
        return { path, problems: pageProblems(await get(new URL(path, base)), promised) };
      } catch (error) {
        return { path, problems: [`could not be fetched: ${(error as Error).message}`] };
      }
    }),
  );
  const wrong = results.filter((result) => result.problems.length);
  for (const { path, problems } of wrong) console.log(`${path}: ${problems.join("; ")}`);
  console.log(`smoke: ${paths.length} pages of ${base.origin}, ${wrong.length} wrong`);
  return wrong.length;
}

if (require.main === module) {
  const address = process.argv[2];
  if (!address) {
    console.error("Usage: npm run smoke -- <the deployed site's address>");
    process.exitCode = 1;
  } else {
    smoke(new URL(address)).then(
      (wrong) => (process.exitCode = wrong ? 1 : 0),
      (error: Error) => {
        console.error(error.message);
        process.exitCode = 1;
      },
    );
  }
}
