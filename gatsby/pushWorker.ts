import { mkdirSync, writeFileSync } from "fs";
import path from "path";
import { buildSync } from "esbuild";
import { PUSH_WORKER_PATH } from "../src/lib/pushWorkerPath";

/** Writes the push worker (src/push/pushWorker.ts) to public/push-worker.js: a service worker must
 * be a script of its own at the top of the site to take every page as its scope, so it cannot be
 * one of webpack's hashed chunks. Written before the build, as the icons are, so `gatsby develop`
 * serves it too. */
export function writePushWorker(): void {
  const { outputFiles } = buildSync({
    entryPoints: [path.resolve("src/push/pushWorker.ts")],
    bundle: true,
    write: false,
    format: "iife",
    minify: true,
    target: "es2020",
    logLevel: "silent",
  });
  mkdirSync(path.resolve("public"), { recursive: true });
  writeFileSync(path.resolve("public", `.${PUSH_WORKER_PATH}`), outputFiles[0].text);
}
