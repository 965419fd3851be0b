import { spawn, spawnSync, type ChildProcess } from "child_process";
import { existsSync } from "fs";
import net from "net";

/** nginx and Varnish are Debian packages the recipe is tested with; a machine without them fails
 * the test (never skips it) and says how to get them. */
export function requireProgram(file: string): string {
  if (!existsSync(file))
    throw new Error(`${file} is missing: .ci/run installs it (apt-get install -y nginx varnish) before the tests.`);
  return file;
}

/** Runs a program to its end: its exit code and everything it wrote. */
export function run(file: string, args: string[]): { code: number | null; output: string } {
  const result = spawnSync(file, args, { encoding: "utf8" });
  if (result.error) throw result.error;
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

export interface Daemon {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/** Starts a program in the foreground and answers once each of `ports` takes connections; rejects
 * with what it wrote if it ends first or takes longer than `timeoutMs`. */
export async function startDaemon(file: string, args: string[], ports: number[], timeoutMs = 30_000): Promise<Daemon> {
  const child = spawn(file, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  for (const port of ports) {
    while (!(await connects(port))) {
      if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
        await stop();
        throw new Error(`${file} ${args.join(" ")} did not listen on ${port}:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return { child, output: () => output, stop };
}
