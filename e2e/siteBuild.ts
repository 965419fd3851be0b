import { spawn, type ChildProcess } from "child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, realpathSync, rmSync, statSync, symlinkSync } from "fs";
import os from "os";
import path from "path";
import type { BrowserContext } from "@playwright/test";

/** What `gatsby build` needs of the project besides content/ and node_modules. src is copied, not
 * linked: the build writes src/gatsby-types.d.ts. */
const PROJECT_FILES = [
  "src",
  "gatsby",
  "static",
  "tsconfig.json",
  "package.json",
  ...readdirSync(".").filter((name) => /^gatsby-.*\.tsx?$/.test(name)),
];

export interface SiteBuild {
  /** The built site's folder. */
  publicDir: string;
  /** Resolves when the build has succeeded; rejects with the end of its output when it fails. */
  done: Promise<void>;
  /** Stops the build if it still runs and removes the project folder. */
  dispose(): void;
}

/** A real production build (`gatsby build`) of this project with the content/ of `repo` (the folder
 * the editor writes to), and the files the editor uploaded to its static/, in a project folder of its
 * own under the system's temporary folder: the working copy's content/, static/, public/ and .cache/
 * are not touched. gatsby-config.ts and the data readers take content/ from the working directory,
 * which is that folder. */
export function buildSiteWith(repo: string): SiteBuild {
  const project = mkdtempSync(path.join(os.tmpdir(), "cms-e2e-build-"));
  for (const name of PROJECT_FILES) cpSync(path.resolve(name), path.join(project, name), { recursive: true });
  cpSync(path.join(repo, "content"), path.join(project, "content"), { recursive: true });
  // A document uploaded in the editor (a disclosure's PDF) is named in content/ and stored in static/.
  if (existsSync(path.join(repo, "static")))
    cpSync(path.join(repo, "static"), path.join(project, "static"), { recursive: true });
  symlinkSync(realpathSync("node_modules"), path.join(project, "node_modules"), "dir");

  let output = "";
  // Its own process group, so that stopping it stops Gatsby's workers too.
  const build: ChildProcess = spawn(path.join(project, "node_modules/.bin/gatsby"), ["build"], {
    cwd: project,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-6000));
  build.stdout?.on("data", keep);
  build.stderr?.on("data", keep);
  const done = new Promise<void>((resolve, reject) => {
    build.on("error", reject);
    build.on("exit", (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(
              `gatsby build ${signal ? `was stopped by ${signal}` : `failed (exit code ${code})`}; its output ended with:\n${output}`,
            ),
          ),
    );
  });
  // The test reads done; a build stopped by dispose() rejects it, which is no failure of its own.
  done.catch(() => undefined);

  return {
    publicDir: path.join(project, "public"),
    done,
    dispose() {
      if (build.pid && build.exitCode === null && build.signalCode === null) process.kill(-build.pid, "SIGKILL");
      rmSync(project, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

/** The file of a built site that answers `route`, as the production server finds it
 * (scripts/serve.ts): the file itself, its folder's index.html or the route with .html. */
function builtFile(publicDir: string, route: string): string | null {
  const relative = path.posix.normalize(decodeURIComponent(route)).replace(/^\/+|\/+$/g, "");
  if (relative.startsWith("..")) return null;
  for (const candidate of [relative, path.join(relative, "index.html"), `${relative}.html`]) {
    const file = path.join(publicDir, candidate);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** Lets `context` open the built site at `origin`, from its files, with no server and no port. */
export async function serveBuiltSite(context: BrowserContext, publicDir: string, origin: string): Promise<void> {
  await context.route(`${origin}/**`, (route) => {
    const file = builtFile(publicDir, new URL(route.request().url()).pathname);
    return file
      ? route.fulfill({ path: file })
      : route.fulfill({ status: 404, path: path.join(publicDir, "404.html") });
  });
}
