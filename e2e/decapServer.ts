import { spawn, type ChildProcess } from "child_process";
import path from "path";
import { expect, type Page } from "@playwright/test";
import { LOCAL_BACKEND_URL } from "../src/lib/cms/backendSettings";

/** What the address the editor saves through answers while decap-server starts. */
type Probe = { state: "silent" } | { state: "exited"; how: string } | { state: "answered"; repo: string };

/** decap-server's {"action":"info"} answer names the folder it edits (its base name). */
async function askInfo(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"action":"info"}',
    });
    return response.ok ? (((await response.json()) as { repo?: string }).repo ?? "(no folder named)") : null;
  } catch {
    return null;
  }
}

/** Starts decap-server, Decap's local backend, on `repo` at `url`, a port of the test's own, where
 * the test routes the editor's requests (routeEditorTo), so that it runs beside other tests and beside
 * `npm run cms`, which holds the editor's own (LOCAL_BACKEND_URL). Returns once it answers. It
 * throws, rather than let a test write into the wrong files, when another decap-server answers there,
 * and at once when the one started here exits. */
export async function startDecapServer(repo: string, url: string): Promise<ChildProcess> {
  const { hostname, port } = new URL(url);
  const server = spawn(path.resolve("node_modules/.bin/decap-server"), [], {
    env: { ...process.env, PORT: port, BIND_HOST: hostname, GIT_REPO_DIRECTORY: repo, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  server.stderr?.on("data", (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
  let exit: string | null = null;
  server.on("exit", (code, signal) => (exit = signal ? `was stopped by ${signal}` : `exited with code ${code}`));
  server.on("error", (error) => (exit = `could not start: ${error.message}`));

  // Whoever answers is asked first: a server already there makes the one started here exit
  // (its port is taken), and the message should name the one that answers.
  const probe = async (): Promise<Probe> => {
    const answered = await askInfo(url);
    if (answered !== null) return { state: "answered", repo: answered };
    return exit ? { state: "exited", how: exit } : { state: "silent" };
  };
  let last = { state: "silent" } as Probe;
  try {
    await expect
      .poll(async () => (last = await probe()).state, {
        timeout: 20_000,
        message: `decap-server did not answer at ${url} within 20 s`,
      })
      .not.toBe("silent");
    if (last.state === "exited") throw new Error(`decap-server ${last.how} before it answered at ${url}:\n${errors}`);
    if (last.state === "answered" && last.repo !== path.basename(repo)) {
      throw new Error(
        `Another decap-server answers at ${url}, editing the folder "${last.repo}" instead of this test's copy ` +
          `"${path.basename(repo)}": the test would save into its files. Stop it (is \`npm run cms\` running?) and run the test again.`,
      );
    }
  } catch (error) {
    server.kill();
    throw error;
  }
  return server;
}

/** Routes the editor's requests for decap-server (LOCAL_BACKEND_URL) to the one a test started at
 * `url`. */
export async function routeEditorTo(page: Page, url: string): Promise<void> {
  await page.route(`${new URL(LOCAL_BACKEND_URL).origin}/**`, async (route) =>
    route.fulfill({ response: await route.fetch({ url }) }),
  );
}
