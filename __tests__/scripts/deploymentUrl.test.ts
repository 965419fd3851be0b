/** @jest-environment node */
import { spawnSync } from "child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { root } from "../fixtures/siteData";

const SCRIPT = path.join(root, "scripts/deployment-url.ts");
const TSX = path.join(root, "node_modules/.bin/tsx");

/** Entries as wrangler 4 writes them to WRANGLER_OUTPUT_FILE_PATH after `wrangler pages deploy`. */
const SESSION = { version: 1, type: "wrangler-session", wrangler_version: "4.86.0", command_line_args: ["pages"] };
const DEPLOY = {
  version: 1,
  pages_project: "dps-siliguri",
  deployment_id: "7f3a2c1e-0000-4000-8000-000000000000",
  url: "https://7f3a2c1e.dps-siliguri.pages.dev",
};
const DETAILED = { ...DEPLOY, type: "pages-deploy-detailed", alias: "https://cms-fees-fees.dps-siliguri.pages.dev" };

/** `npm run deployment:url` as a workflow's step runs it: wrangler's output and the step's output file. */
function deploymentUrl(entries: object[]) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "wrangler-output-"));
  try {
    const output = path.join(dir, "wrangler-output.json");
    const stepOutput = path.join(dir, "github-output");
    writeFileSync(output, entries.map((entry) => `${JSON.stringify(entry)}\n`).join(""));
    writeFileSync(stepOutput, "");
    const run = spawnSync(TSX, [SCRIPT], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, WRANGLER_OUTPUT_FILE_PATH: output, GITHUB_OUTPUT: stepOutput },
    });
    return {
      code: run.status,
      printed: `${run.stdout}${run.stderr}`.trim(),
      stepOutput: readFileSync(stepOutput, "utf8"),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

it("gives later steps the address of the deployment wrangler made", () => {
  expect(deploymentUrl([SESSION, { ...DEPLOY, type: "pages-deploy" }, DETAILED])).toEqual({
    code: 0,
    printed: DEPLOY.url,
    stepOutput: `url=${DEPLOY.url}\n`,
  });
}, 30_000);

it("fails, saying so, when wrangler made no deployment", () => {
  const { code, printed, stepOutput } = deploymentUrl([SESSION]);
  expect(code).toBe(1);
  expect(printed).toMatch(
    /^wrangler wrote no Pages deployment to .*wrangler-output\.json: did `wrangler pages deploy` succeed\?$/,
  );
  expect(stepOutput).toBe("");
}, 30_000);
