import { spawn, type ChildProcess } from "child_process";
import { freePort } from "../../scripts/freePort.mjs";
import { serviceSource } from "./helpers";

/** The content service as `npm run service` runs it: a process of its own, on a free port. */
export interface ServiceProcess {
  base: string;
  port: number;
  child: ChildProcess;
  /** What it has written to standard output and error so far. */
  output: () => string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

/** Starts the service with `env` (DATA_DIR, DATABASE_URL …), answering once it listens; rejects with
 * what it wrote when it ends first. */
export async function startServiceProcess(env: Record<string, string>): Promise<ServiceProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", serviceSource("main.ts")], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_SERVICE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  await new Promise<void>((resolve, reject) => {
    const listening = () => {
      if (output.includes("The content service is listening")) resolve();
    };
    child.stdout?.on("data", listening);
    void exited.then((code) => reject(new Error(`The service ended (${code}) before it listened:\n${output}`)));
  });
  return { base: `http://127.0.0.1:${port}`, port, child, output: () => output, exited };
}

/** Stops a service process if it still runs, and waits for it. */
export async function stopServiceProcess(service: ServiceProcess | undefined): Promise<void> {
  if (!service || service.child.exitCode !== null || service.child.signalCode !== null) return;
  service.child.kill("SIGKILL");
  await service.exited;
}
