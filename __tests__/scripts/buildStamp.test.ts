/** @jest-environment node */
import { execFileSync } from "child_process";
import { mkdirSync, readFileSync, utimesSync, writeFileSync } from "fs";
import path from "path";
import { projectWith } from "../fixtures/siteData";

const BUILD = path.resolve(__dirname, "../../scripts/lib/build.mjs");

/** A project folder with a finished page in public/ and the data files the build reads. */
function project(): string {
  const dir = projectWith();
  mkdirSync(path.join(dir, "public"));
  writeFileSync(path.join(dir, "public/index.html"), "<!doctype html>");
  return dir;
}

/** The build's last step, as `gatsby build` (npm run build among them) runs it in `dir`, with the
 * content service's address it was given. */
async function buildFor(dir: string, apiUrl?: string): Promise<void> {
  const cwd = process.cwd();
  const before = process.env.GATSBY_CONTENT_API_URL;
  if (apiUrl === undefined) delete process.env.GATSBY_CONTENT_API_URL;
  else process.env.GATSBY_CONTENT_API_URL = apiUrl;
  process.chdir(dir);
  try {
    await jest.isolateModulesAsync(async () => {
      (await import("../../gatsby/siteData")).loadSiteData();
      (await import("../../gatsby/buildStamp")).writeBuildStamp();
    });
  } finally {
    process.chdir(cwd);
    if (before === undefined) delete process.env.GATSBY_CONTENT_API_URL;
    else process.env.GATSBY_CONTENT_API_URL = before;
  }
}

/** build.mjs's own freshness check in that folder, as `npm start`, `npm test` and `npm run test:e2e`
 * run it before deciding to build. */
function staleness(dir: string, env: Record<string, string> = {}): string {
  const script = `import * as build from ${JSON.stringify(BUILD)}; console.log(build.staleBecause() ?? 'current');`;
  return execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: dir,
    env: { PATH: process.env.PATH, ...env },
    encoding: "utf8",
  }).trim();
}

const stampOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, "public/.build-stamp"), "utf8"));

describe("the build stamp", () => {
  it("is written by the build itself with the content service's address and the school code it was made for", async () => {
    const dir = project();
    await buildFor(dir, "https://content.school.example/");
    expect(stampOf(dir)).toMatchObject({
      apiUrl: "https://content.school.example",
      readUrl: "https://content.school.example",
      schoolCode: "DPSSWB",
    });
  });

  it("keeps a build made for the address asked for", async () => {
    const dir = project();
    await buildFor(dir);
    expect(staleness(dir)).toBe("current");
    expect(staleness(dir, { GATSBY_CONTENT_API_URL: "http://localhost:4000/" })).toBe("current");
  });

  it("rebuilds when asked for another content service's address, however the build was started", async () => {
    const dir = project();
    await buildFor(dir, "https://content.school.example");
    expect(staleness(dir)).toBe(
      "it was made for the content service at https://content.school.example, not http://localhost:4000",
    );
    expect(staleness(dir, { GATSBY_CONTENT_API_URL: "https://content.school.example" })).toBe("current");
  });

  it("rebuilds when the pages are to read the service's content from another address", async () => {
    const dir = project();
    await buildFor(dir);
    expect(staleness(dir, { GATSBY_CONTENT_READ_URL: "https://www.school.example" })).toBe(
      "its pages read the content service's content from http://localhost:4000, not https://www.school.example",
    );
    expect(staleness(dir, { GATSBY_CONTENT_READ_URL: "http://localhost:4000" })).toBe("current");
  });

  it("rebuilds when the school code changed", async () => {
    const dir = project();
    await buildFor(dir);
    const site = path.join(dir, "content/data/site.yaml");
    writeFileSync(site, readFileSync(site, "utf8").replace("schoolCode: DPSSWB", "schoolCode: OTHER1"));
    const later = new Date(Date.now() + 5_000);
    utimesSync(site, later, later);
    expect(staleness(dir)).toBe("content changed after it");
  });

  it("rebuilds after a stamp from before this check (plain date text)", () => {
    const dir = project();
    writeFileSync(path.join(dir, "public/.build-stamp"), new Date().toISOString());
    expect(staleness(dir)).toBe("there is no complete build");
  });
});
