/** `npm start`: builds the site when needed and serves the production build at http://localhost:9000. */
import { spawn } from "child_process";
import { ensureBuild } from "./lib/build.mjs";

await ensureBuild();
const server = spawn("npx", ["tsx", "scripts/serve.ts"], { stdio: "inherit", env: { PORT: "9000", ...process.env } });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
