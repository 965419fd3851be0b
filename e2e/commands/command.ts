import { spawn, type ChildProcess } from "child_process";

export interface RunningCommand {
  child: ChildProcess;
  /** Everything the command printed so far (stdout and stderr). */
  output: () => string;
  /** Resolves with the exit code (or the signal) once the command has ended. */
  ended: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Stops the command and everything it started (its process group), as Ctrl+C does, and waits
   * for it to end. */
  stop: () => Promise<void>;
  /** Sends `signal` to the command's own process only, as a supervisor does, and waits for it to end. */
  signal: (signal: NodeJS.Signals) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Runs `npm run <script>` (or `npm start`) as a developer would, in its own process group. */
export function npm(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): RunningCommand {
  const child = spawn("npm", args, {
    cwd: options.cwd,
    env: { ...process.env, CI: "1", NO_COLOR: "1", GATSBY_TELEMETRY_DISABLED: "1", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  const stop = async () => {
    // The group, even once npm itself has ended: what it started may still be running.
    if (child.pid) {
      try {
        process.kill(-child.pid, "SIGINT");
      } catch {
        // The whole group is gone.
      }
    }
    await ended;
  };
  const signal = async (name: NodeJS.Signals) => {
    child.kill(name);
    return ended;
  };
  return { child, output: () => output, ended, stop, signal };
}

/** The status an address answers with, or 0 while nothing answers there. */
export async function statusOf(url: string, init?: RequestInit): Promise<number> {
  try {
    return (await fetch(url, init)).status;
  } catch {
    return 0;
  }
}

/** Waits until `url` answers 200, and fails at once, with the command's output, if the command
 * ends first. */
export async function waitUntilServing(command: RunningCommand, url: string, timeout: number): Promise<void> {
  let ended = false;
  void command.ended.then(() => (ended = true));
  const deadline = Date.now() + timeout;
  while ((await statusOf(url)) !== 200) {
    if (ended) throw new Error(`The command ended before ${url} answered:\n${command.output().slice(-4000)}`);
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer within ${timeout / 1000} s:\n${command.output().slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
