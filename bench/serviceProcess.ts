import { spawn, type ChildProcess } from "child_process";

/** The content service as `npm start` runs it: a process of its own (the site never imports the
 * service), on a fresh data folder, seeded. Resolves once it listens; `stop` ends it. */
export function startServiceProcess(env: Record<string, string>): Promise<{ stop: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "content-service/src/main.ts"], {
      env: { ...process.env, LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    const exited = new Promise<void>((done) => child.once("exit", () => done()));
    const onExit = (code: number | null) => reject(new Error(`The content service exited (${code}): ${output}`));
    child.once("exit", onExit);
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      if (!output.includes("listening")) return;
      child.off("exit", onExit);
      resolve({
        stop: () => {
          child.kill("SIGTERM");
          return exited;
        },
      });
    });
  });
}
