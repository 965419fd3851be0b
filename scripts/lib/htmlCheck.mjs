/** The Nu HTML Checker (the registry's vnu-jar, run with the system Java) over every page of the
 * production build. One result per page: a page passes when the checker finds no error in it. */
import { execFile, spawnSync } from "child_process";
import { readdirSync, statSync } from "fs";
import path from "path";
import vnuJar from "vnu-jar";

/** Gatsby's own files under public/ that are not pages. */
const NOT_PAGES = new Set(["page-data", "static", "_gatsby"]);

export function builtPages(dir = "public") {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return NOT_PAGES.has(name) ? [] : builtPages(full);
    return name.endsWith(".html") ? [full] : [];
  });
}

function ensureJava() {
  const probe = spawnSync("java", ["-version"], { stdio: "ignore" });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      "The HTML check needs Java: install a Java runtime " +
        "(Debian: `apt-get install default-jre-headless`); .ci/run does this.",
    );
  }
}

/** Checks the pages; resolves to each page's errors ({page, errors: [{line, message, extract}]}). */
export async function checkPages(pages) {
  ensureJava();
  const output = await new Promise((resolve, reject) => {
    // The checker reports in JSON on stderr and exits 1 when it finds errors.
    execFile(
      "java",
      ["-jar", String(vnuJar), "--errors-only", "--format", "json", ...pages],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error && !stderr) reject(error);
        else resolve(stderr);
      },
    );
  });
  const { messages } = JSON.parse(output);
  const byPage = new Map(pages.map((page) => [path.resolve(page), []]));
  for (const message of messages) {
    const page = path.resolve(decodeURIComponent(new URL(message.url).pathname));
    const errors = byPage.get(page);
    if (!errors) throw new Error(`The HTML checker reported on a file it was not given: ${message.url}`);
    errors.push({ line: message.lastLine, message: message.message, extract: message.extract });
  }
  return [...byPage].map(([page, errors]) => ({ page: path.relative(process.cwd(), page), errors }));
}

/** Checks every built page and prints each error with its page and line; resolves to the counts and
 * each failing page with its first error. */
export async function checkBuiltPages() {
  const results = await checkPages(builtPages());
  for (const { page, errors } of results) {
    for (const error of errors)
      console.log(`${page}:${error.line}: ${error.message}\n    ${(error.extract ?? "").replace(/\s+/g, " ").trim()}`);
  }
  const failing = results.filter((result) => result.errors.length);
  const errorCount = results.reduce((sum, result) => sum + result.errors.length, 0);
  console.log(`HTML check: ${results.length} pages, ${errorCount} errors in ${failing.length} pages`);
  return {
    passed: results.length - failing.length,
    failed: failing.length,
    failures: failing.map(({ page, errors }) => `${page}:${errors[0].line}: ${errors[0].message}`),
  };
}
