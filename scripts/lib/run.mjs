import { spawn } from "child_process";

/** Runs a command with inherited output; resolves on exit code 0, rejects otherwise. */
export function run(command, args, { env = {}, allowFailure = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0 || allowFailure) resolve(code ?? 1);
      else reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** Runs a command with its output (stdout and stderr, interleaved) kept, for commands that run side
 * by side and must not mix their output. Resolves to the exit code and the output. */
export function runQuietly(command, args, { env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: "1", ...env },
    });
    const chunks = [];
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}
