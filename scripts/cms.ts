/** `npm run cms`: the editor at /admin on this machine, with no sign-in and no network. Decap's
 * local backend (decap-server) reads and writes the files of this working copy, and the
 * development site (`npm run develop`, http://localhost:8000/admin/) serves the editor. The editor
 * finds decap-server at LOCAL_BACKEND_URL (src/lib/cms/backendSettings.ts).
 *
 * The two run together or not at all: when one stops, the other is stopped, and the command ends
 * with a non-zero exit code and one line saying which stopped and why. */
import { spawn, type ChildProcess } from "child_process";
import { createServer } from "net";
import path from "path";
import { LOCAL_BACKEND_URL } from "../src/lib/cms/backendSettings";

const { hostname, port } = new URL(LOCAL_BACKEND_URL);
const DEVELOP_PORT = 8000;
const bin = (name: string) => path.resolve("node_modules/.bin", name);

/** Whether a port can be listened on; a taken port would make decap-server fail, or gatsby ask on
 * the terminal for another port. */
const portIsFree = (portNumber: number, host: string) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(false))
      .once("listening", () => probe.close(() => resolve(true)));
    probe.listen(portNumber, host);
  });

interface Part {
  name: string;
  child: ChildProcess;
}

let stopping = false;
const parts: Part[] = [];

/** Stops every part still running (each in its own process group: gatsby starts workers). */
function stopAll(): void {
  for (const { child } of parts) {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        child.kill("SIGTERM");
      }
    }
  }
}

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const child = spawn(command, args, { stdio: "inherit", detached: true, env: { ...process.env, ...env } });
  parts.push({ name, child });
  child.on("error", (error) => {
    console.error(`npm run cms: ${name} could not start: ${error.message}`);
    fail();
  });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    const how = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
    console.error(`npm run cms: ${name} ${how}; stopping the editor.`);
    fail();
  });
}

function fail(): void {
  if (stopping) return;
  stopping = true;
  process.exitCode = 1;
  stopAll();
}

async function main(): Promise<void> {
  const taken = [
    ...((await portIsFree(Number(port), hostname))
      ? []
      : [`${hostname}:${port} (decap-server; is another npm run cms running?)`]),
    ...((await portIsFree(DEVELOP_PORT, "0.0.0.0"))
      ? []
      : [`${DEVELOP_PORT} (the development site; is npm run develop running?)`]),
  ];
  if (taken.length) {
    console.error(
      `npm run cms: cannot start, port ${taken.join(" and port ")} is in use. Stop what uses it and try again.`,
    );
    process.exitCode = 1;
    return;
  }
  // decap-server listens where the editor looks for it, on this machine only.
  start("decap-server", bin("decap-server"), [], {
    PORT: port,
    BIND_HOST: hostname,
    GIT_REPO_DIRECTORY: process.cwd(),
  });
  // The README's own command, so that its tests drive the development site through this one.
  start("the development site (npm run develop)", "npm", ["run", "develop", "--", "--port", String(DEVELOP_PORT)]);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      stopping = true;
      stopAll();
    });
  }
}

void main();
