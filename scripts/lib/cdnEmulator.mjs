/** Cloudflare's own emulator (`wrangler pages dev`, which runs workerd) serving public/ as Cloudflare
 * Pages does: its route matching, its not-found page, its reading of public/_headers, and the
 * project's Functions (functions/), with the content service they pass reads to at `serviceOrigin`.
 * Offline; everything it writes (state, logs, its registry) goes to a temporary folder of its own. */
import { spawn } from "child_process";
import { mkdtempSync, rmSync, symlinkSync } from "fs";
import { createServer } from "net";
import os from "os";
import path from "path";

/** No later than the installed workerd supports (its version, 1.20260426.x, is that date). */
export const COMPATIBILITY_DATE = "2026-04-26";
const STARTUP_LIMIT_MS = 60_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers, rejects when the server exits first or the time runs out. */
async function answering(url, exited, output) {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  for (;;) {
    const attempt = fetch(url, { redirect: "manual" }).then(
      () => true,
      () => false,
    );
    const result = await Promise.race([attempt, exited.then(() => "exited")]);
    if (result === true) return;
    if (result === "exited" || Date.now() > deadline)
      throw new Error(`wrangler pages dev did not answer at ${url}:\n${output.join("")}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Starts the emulator on a free loopback port; resolves to its address and a stop(). */
export async function startCdnEmulator(publicDir = path.resolve("public"), { serviceOrigin } = {}) {
  const port = await freePort();
  const home = mkdtempSync(path.join(os.tmpdir(), "school-cdn-"));
  // Wrangler takes a project's Functions from the folder it runs in, as `wrangler pages deploy` does.
  symlinkSync(path.resolve("functions"), path.join(home, "functions"));
  const args = [
    ...["pages", "dev", publicDir, "--ip", "127.0.0.1", "--port", String(port)],
    ...(serviceOrigin ? ["--binding", `CONTENT_SERVICE_ORIGIN=${serviceOrigin}`] : []),
  ];
  // Its own process group, so that stop() ends workerd with it.
  const child = spawn(
    path.resolve("node_modules/.bin/wrangler"),
    [...args, `--compatibility-date=${COMPATIBILITY_DATE}`],
    {
      cwd: home,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        CI: "true",
        WRANGLER_SEND_METRICS: "false",
        WRANGLER_LOG_PATH: path.join(home, "logs"),
        WRANGLER_REGISTRY_PATH: path.join(home, "registry"),
      },
    },
  );
  // Kept to explain a failed start; its warning that it cannot fetch Request.cf offline is harmless.
  const output = [];
  child.stdout.on("data", (chunk) => output.push(chunk.toString()));
  child.stderr.on("data", (chunk) => output.push(chunk.toString()));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid, "SIGTERM");
      await exited;
    }
    rmSync(home, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await answering(`${url}/`, exited, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
