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
