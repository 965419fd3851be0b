/** @jest-environment node */
import { execFileSync } from "child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "fs";
import os from "os";
import path from "path";

const BUILD = path.resolve(__dirname, "../../scripts/lib/build.mjs");

/** A project folder with a finished build in public/, as `npm start` leaves it. */
function project(schoolCode = "DPSSWB"): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "school-stamp-"));
  mkdirSync(path.join(dir, "content/data"), { recursive: true });
  mkdirSync(path.join(dir, "public"));
  writeFileSync(path.join(dir, "content/data/site.yaml"), `schoolCode: ${schoolCode}\n`);
  writeFileSync(path.join(dir, "public/index.html"), "<!doctype html>");
  return dir;
}

/** Runs build.mjs's own freshness check in that folder, as scripts/start.mjs would. */
function check(dir: string, script: string, env: Record<string, string> = {}): string {
  return execFileSync(process.execPath, ["--input-type=module", "-e", `import * as build from ${JSON.stringify(BUILD)}; ${script}`], {
    cwd: dir,
    env: { PATH: process.env.PATH, ...env },
    encoding: "utf8",
  }).trim();
}

const buildFor = (dir: string, env: Record<string, string> = {}) => check(dir, "build.writeStamp(build.buildTarget());", env);
const staleness = (dir: string, env: Record<string, string> = {}) => check(dir, "console.log(build.staleBecause() ?? 'current');", env);

describe("the build stamp", () => {
  it("records the content service's address and the school code the build was made for", () => {
    const dir = project();
    buildFor(dir, { GATSBY_CONTENT_API_URL: "https://content.school.example/" });
    expect(check(dir, "console.log(JSON.stringify(JSON.parse((await import('fs')).readFileSync('public/.build-stamp','utf8'))));")).toMatch(
      /"apiUrl":"https:\/\/content\.school\.example","schoolCode":"DPSSWB"/,
    );
  });

  it("keeps a build made for the address asked for", () => {
    const dir = project();
    buildFor(dir);
    expect(staleness(dir)).toBe("current");
    expect(staleness(dir, { GATSBY_CONTENT_API_URL: "http://localhost:4000/" })).toBe("current");
  });

  it("rebuilds when asked for another content service's address", () => {
    const dir = project();
    buildFor(dir, { GATSBY_CONTENT_API_URL: "https://content.school.example" });
    expect(staleness(dir)).toBe("it was made for the content service at https://content.school.example, not http://localhost:4000");
  });

  it("rebuilds when the school code changed", () => {
    const dir = project("DPSSWB");
    buildFor(dir);
    writeFileSync(path.join(dir, "content/data/site.yaml"), "schoolCode: OTHER1\n");
    expect(staleness(dir)).toMatch(/^it was made for the school code DPSSWB, not OTHER1$/);
  });

  it("rebuilds after a stamp from before this check (plain date text)", () => {
    const dir = project();
    writeFileSync(path.join(dir, "public/.build-stamp"), new Date().toISOString());
    expect(staleness(dir)).toBe("there is no complete build");
  });
});
