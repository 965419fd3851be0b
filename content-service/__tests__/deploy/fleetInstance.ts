import { spawn, type ChildProcess } from "child_process";
import { serviceSource } from "../service/helpers";

/** How long a start may take on a busy two-core machine: tsx compiles the service on each start. */
const READY_TIMEOUT_MS = 60_000;

/**
 * One instance of the service as systemd runs it (content-service@<port>): a process of its own on
 * a fixed port, so that nginx's upstream names it across restarts, and so that SIGKILL and SIGTERM
 * are real signals to a real process.
 */
export class FleetInstance {
  private child: ChildProcess | null = null;
  private exited: Promise<number | string> = Promise.resolve("not started");
  private log = "";

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** What the current process wrote, for a failure's message. */
  output() {
    return this.log;
  }

  /** Starts the process and answers once GET /ready says 200 (polled, as a load balancer would). */
  async start(): Promise<void> {
    this.log = "";
    const child = spawn(process.execPath, ["--import", "tsx", serviceSource("main.ts")], {
      env: { ...process.env, ...this.env, HOST: "127.0.0.1", PORT: String(this.port) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child = child;
    child.stdout?.on("data", (chunk) => (this.log += chunk));
    child.stderr?.on("data", (chunk) => (this.log += chunk));
    this.exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal ?? "?")));
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`instance ${this.name} ended before it was ready:\n${this.log}`);
      if (Date.now() > deadline) throw new Error(`instance ${this.name} not ready within 60 s:\n${this.log}`);
      const ready = await fetch(`${this.base}/ready`, { signal: AbortSignal.timeout(3_000) }).then(
        (answer) => answer.status === 200,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Sends `signal` and answers the exit code (or signal's name) once the process has ended. */
  async stop(signal: NodeJS.Signals): Promise<number | string> {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
    return this.exited;
  }
}
