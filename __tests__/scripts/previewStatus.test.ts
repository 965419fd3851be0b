/** @jest-environment node */
/** `npm run preview:status` against a stand-in for GitHub's API, served here: the commit status it
 * sets on the pull request's head commit, and the editor finding the preview by it as Decap does. */
import { execFile } from "child_process";
import { buildSync } from "esbuild";
import http from "http";
import type { AddressInfo } from "net";
import path from "path";
import { root } from "../fixtures/siteData";
import { cmsConfig } from "../../src/lib/cms/cmsConfig";

const SCRIPT = path.join(root, "scripts/preview-status.ts");
const TSX = path.join(root, "node_modules/.bin/tsx");
const PREVIEW = "https://5e1b2c3d.dps-siliguri.pages.dev";
const HEAD = "0123456789abcdef0123456789abcdef01234567";

interface Request {
  method: string;
  url: string;
  authorization?: string;
  body: string;
}

/** GitHub's API for the repository, with pull request 7 changing `files`; `statusAnswer` is the
 * status code it answers a new commit status with. */
function github(files: { filename: string; status: string }[], statusAnswer = 201) {
  const requests: Request[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const { method = "", url = "" } = request;
      requests.push({ method, url, authorization: request.headers.authorization, body });
      response.setHeader("Content-Type", "application/json");
      if (method === "GET" && url === "/repos/school/website/pulls/7/files?per_page=100") {
        response.end(JSON.stringify(files));
      } else if (method === "POST" && url === `/repos/school/website/statuses/${HEAD}`) {
        response.statusCode = statusAnswer;
        response.end(
          statusAnswer === 201 ? body : JSON.stringify({ message: "Resource not accessible by integration" }),
        );
      } else {
        response.statusCode = 404;
        response.end(JSON.stringify({ message: "Not Found" }));
      }
    });
  });
  return new Promise<{ api: string; requests: Request[]; close(): void }>((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ api: `http://127.0.0.1:${port}`, requests, close: () => server.close() });
    }),
  );
}

/** The step as the preview workflow runs it. */
function previewStatus(api: string): Promise<{ code: number; printed: string }> {
  const env = {
    ...process.env,
    GITHUB_API_URL: api,
    GITHUB_REPOSITORY: "school/website",
    GITHUB_TOKEN: "token-of-the-run",
    PR_NUMBER: "7",
    HEAD_SHA: HEAD,
    PREVIEW_URL: PREVIEW,
  };
  return new Promise((resolve) =>
    execFile(TSX, [SCRIPT], { cwd: root, env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, printed: `${stdout}${stderr}`.trim() }),
    ),
  );
}

/** The commit status the script set, as GitHub received it. */
async function statusFor(files: { filename: string; status: string }[]) {
  const api = await github(files);
  try {
    const { code, printed } = await previewStatus(api.api);
    expect({ code, printed }).toEqual({ code: 0, printed: expect.stringMatching(/^Deploy preview: https:/) });
    const posted = api.requests.find((request) => request.method === "POST");
    expect(posted?.authorization).toBe("Bearer token-of-the-run");
    return JSON.parse(posted?.body ?? "{}") as { state: string; context: string; target_url: string };
  } finally {
    api.close();
  }
}

it("links the page a pull request changes, with the context the editor looks for", async () => {
  const status = await statusFor([
    { filename: "content/pages/our-library.md", status: "modified" },
    { filename: "content/images/library-shelves.jpg", status: "added" },
  ]);
  expect(status).toEqual({
    state: "success",
    context: cmsConfig().backend.preview_context,
    target_url: `${PREVIEW}/our-library`,
    description: "/our-library with the changes",
  });
}, 30_000);

it.each([
  ["a data file, which many pages show", [{ filename: "content/data/fees.yaml", status: "modified" }]],
  [
    "two pages",
    [
      { filename: "content/pages/fee-9.md", status: "modified" },
      { filename: "content/pages/fee-i-ii.md", status: "modified" },
    ],
  ],
  ["a removed page", [{ filename: "content/pages/our-motto.md", status: "removed" }]],
])(
  "links the preview's home page for %s",
  async (_name, files) => {
    expect((await statusFor(files)).target_url).toBe(`${PREVIEW}/`);
  },
  30_000,
);

it("fails with GitHub's answer when it refuses the status", async () => {
  const api = await github([], 403);
  try {
    const { code, printed } = await previewStatus(api.api);
    expect(code).toBe(1);
    expect(printed).toBe(
      `GitHub answered 403 to /statuses/${HEAD}: {"message":"Resource not accessible by integration"}`,
    );
  } finally {
    api.close();
  }
}, 30_000);

it("is the status Decap's GitHub backend picks for View Preview, among others about deployments", () => {
  // decap-cms-backend-github's getDeployPreview passes config.backend.preview_context to this function.
  const { outputFiles } = buildSync({
    stdin: { contents: 'export { getPreviewStatus } from "decap-cms-lib-util/dist/esm/API.js";', resolveDir: root },
    bundle: true,
    write: false,
    format: "cjs",
    platform: "node",
    logLevel: "error",
  });
  const decap: { exports: { getPreviewStatus?: (statuses: object[], context: string) => unknown } } = { exports: {} };
  new Function("module", "exports", "require", outputFiles[0].text)(decap, decap.exports, require);
  const ours = { context: "Deploy preview", target_url: `${PREVIEW}/fee-9`, state: "success" };
  const statuses = [
    { context: "Cloudflare Pages: deployment", target_url: "https://dash.cloudflare.com", state: "success" },
    ours,
  ];
  expect(decap.exports.getPreviewStatus?.(statuses, cmsConfig().backend.preview_context ?? "")).toBe(ours);
});
