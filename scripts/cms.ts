/** `npm run cms`: the editor at /admin on this machine, with no sign-in and no network. Decap's
 * local backend (decap-server) reads and writes the files of this working copy, and the
 * development site (gatsby develop, http://localhost:8000/admin/) serves the editor. The editor
 * finds decap-server at LOCAL_BACKEND_URL (src/lib/cms/backendSettings.ts). */
import { spawn, type ChildProcess } from "child_process";
import { LOCAL_BACKEND_URL } from "../src/lib/cms/backendSettings";

// decap-server listens where the editor looks for it, on this machine only.
const { hostname, port } = new URL(LOCAL_BACKEND_URL);

const children: ChildProcess[] = [
  spawn("npx", ["decap-server"], { stdio: "inherit", env: { ...process.env, PORT: port, BIND_HOST: hostname, GIT_REPO_DIRECTORY: process.cwd() } }),
  spawn("npx", ["gatsby", "develop"], { stdio: "inherit" }),
];

const stop = (code: number) => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
};
for (const child of children) child.on("exit", (code) => stop(code ?? 1));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
