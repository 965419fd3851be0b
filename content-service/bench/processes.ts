/** Starting the processes a bench measures: each server in a process of its own, as in production. */
import { spawn, type ChildProcess } from "child_process";
import path from "path";

/** The service's entry point, wherever the bench is run from (the project or content-service/). */
export const SERVICE_MAIN = path.join(__dirname, "..", "src", "main.ts");

export interface Started {
  child: ChildProcess;
  /** Standard error up to the moment it was ready (where Node announces its inspector). */
  stderr: string;
}

/** Runs `script` under tsx with `nodeArgs`, and resolves once its standard output says `ready`. */
export function startProcess(
  script: string,
  env: Record<string, string>,
  ready: string,
  nodeArgs: string[] = [],
): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", script], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    let stderr = "";
    child.stderr?.on("data", (chunk) => {
      stderr += chunk;
      // The inspector's own notices (the soak's garbage collections) are not the service's.
      const text = String(chunk)
        .split("\n")
        .filter((line) => !/^(Debugger (listening|attached|ending)|For help, see)/.test(line))
        .join("\n");
      if (text.trim()) process.stderr.write(text);
    });
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      if (output.includes(ready)) resolve({ child, stderr });
    });
    child.on("exit", (code) => reject(new Error(`${script} exited (${code}): ${output}${stderr}`)));
  });
}
