/** @jest-environment node */
import { execFileSync } from "child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { recordSources, SOURCES_FILE } from "../../content-service/desk/buildSources";

const ROOT = path.resolve(__dirname, "../..");
const BUILD_DESK = path.join(ROOT, "scripts/lib/buildDesk.mjs");
const VITE = path.join(ROOT, "node_modules/vite/bin/vite.js");

/** A project folder holding the files named, each with some text. */
function projectWith(files: string[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "desk-build-"));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), `// ${file}\n`);
  }
  return dir;
}

const setTime = (dir: string, file: string, secondsAgo: number) => {
  const at = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(path.join(dir, file), at, at);
};

/** buildDesk.mjs's freshness check in `dir`, as `npm start`, `npm test` and `npm run test:e2e` run it. */
const staleness = (dir: string) =>
  execFileSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import { deskStaleBecause } from ${JSON.stringify(BUILD_DESK)}; console.log(deskStaleBecause() ?? "current");`,
    ],
    {
      cwd: dir,
      encoding: "utf8",
    },
  ).trim();

describe("the desk build's freshness check", () => {
  const SOURCES = [
    "content-service/desk/index.html",
    "content-service/desk/src/main.tsx",
    "packages/contract/src/desk/kinds.ts",
    "src/lib/dates.ts",
  ];

  /** A finished build, a minute old, whose sources are all older than it. */
  function built(sources = SOURCES): string {
    const dir = projectWith([...sources, "content-service/desk/dist/index.html", "package-lock.json"]);
    writeFileSync(path.join(dir, "content-service/desk/dist", SOURCES_FILE), JSON.stringify(sources));
    for (const file of [...sources, "package-lock.json"]) setTime(dir, file, 120);
    setTime(dir, "content-service/desk/dist/index.html", 60);
    return dir;
  }

  it("keeps a build newer than every source it read", () => {
    expect(staleness(built())).toBe("current");
  });

  it("rebuilds when a file of the site's src/lib the desk imports changed after the build", () => {
    const dir = built();
    setTime(dir, "src/lib/dates.ts", 0);
    expect(staleness(dir)).toBe("src/lib/dates.ts changed after it");
  });

  it("rebuilds when a source the build read is gone", () => {
    const dir = built();
    rmSync(path.join(dir, "src/lib/dates.ts"));
    expect(staleness(dir)).toBe("src/lib/dates.ts is gone");
  });

  it("rebuilds when the installed packages changed", () => {
    const dir = built();
    setTime(dir, "package-lock.json", 0);
    expect(staleness(dir)).toBe("package-lock.json changed after it");
  });

  it("rebuilds a build that does not list its sources, or is missing", () => {
    const dir = built();
    rmSync(path.join(dir, "content-service/desk/dist", SOURCES_FILE));
    expect(staleness(dir)).toBe("the build does not list its sources");
    rmSync(path.join(dir, "content-service/desk/dist/index.html"));
    expect(staleness(dir)).toBe("there is no complete build");
  });
});

describe("the list of sources the build writes", () => {
  it("holds the project's files the build read, packages and Vite's own modules left out", () => {
    const emitted: { fileName: string; source: string }[] = [];
    const plugin = recordSources("/project");
    const generateBundle = plugin.generateBundle as (this: unknown) => void;
    generateBundle.call({
      getModuleIds: () =>
        [
          "/project/content-service/desk/src/main.tsx",
          "/project/src/lib/dates.ts",
          "/project/src/lib/dates.ts?used",
          "/project/node_modules/yup/index.js",
          "\0vite/modulepreload-polyfill.js",
          "virtual:module",
        ][Symbol.iterator](),
      emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
    });
    expect(emitted.map((file) => file.fileName)).toEqual([SOURCES_FILE]);
    expect(JSON.parse(emitted[0].source)).toEqual(["content-service/desk/src/main.tsx", "src/lib/dates.ts"]);
  });

  it("follows a real build's imports out of the desk's folder", () => {
    const dir = projectWith(["app/index.html", "app/main.ts", "shared/lib/dates.ts"]);
    writeFileSync(
      path.join(dir, "app/index.html"),
      '<!doctype html><title>t</title><script type="module" src="./main.ts"></script>',
    );
    writeFileSync(
      path.join(dir, "app/main.ts"),
      'import { today } from "../shared/lib/dates";\ndocument.title = today();\n',
    );
    writeFileSync(path.join(dir, "shared/lib/dates.ts"), 'export const today = () => "today";\n');
    writeFileSync(
      path.join(dir, "app/vite.config.ts"),
      `import path from "path";\nimport { recordSources } from ${JSON.stringify(path.join(ROOT, "content-service/desk/buildSources"))};\nexport default { root: __dirname, logLevel: "silent", plugins: [recordSources(path.resolve(__dirname, ".."))], build: { outDir: "dist" } };\n`,
    );
    execFileSync(process.execPath, [VITE, "build", "--config", path.join(dir, "app/vite.config.ts")], {
      cwd: dir,
      encoding: "utf8",
    });
    expect(JSON.parse(readFileSync(path.join(dir, "app/dist", SOURCES_FILE), "utf8"))).toEqual([
      "app/index.html",
      "app/main.ts",
      "shared/lib/dates.ts",
    ]);
  }, 60_000);
});
