/** `npm run preview:status`: after a pull request's preview is deployed, a commit status on the pull
 * request's head commit that links it. GitHub shows it among the pull request's checks ("Details"),
 * and the editor at /admin finds it by its context (src/lib/cms/backendSettings.ts) for "View
 * Preview". The link opens the page the pull request changes when it changes one page, else the
 * preview's home page.
 *
 * From GitHub Actions' environment: GITHUB_API_URL, GITHUB_REPOSITORY, GITHUB_TOKEN (statuses: write,
 * pull-requests: read); from the workflow: PR_NUMBER, HEAD_SHA and PREVIEW_URL (the deployment's
 * address, npm run deployment:url). */
import { PREVIEW_STATUS_CONTEXT } from "../src/lib/cms/backendSettings";
import { PAGES_FOLDER } from "../src/lib/cms/editedFiles";
import { pageRoute } from "../src/lib/pageRoute";

/** GitHub lists at most this many files of a pull request on one page of its answer. */
const FILES_PER_PAGE = 100;

interface ChangedFile {
  filename: string;
  status: string;
}

/** The one page a pull request's files change, or the home page when they change none or several
 * (or only data files, which many pages show). */
export function changedPage(files: ChangedFile[]): string {
  const page = new RegExp(`^${PAGES_FOLDER}/(.+)\\.md$`);
  const routes = new Set(
    files
      .filter((file) => file.status !== "removed")
      .map((file) => page.exec(file.filename)?.[1])
      .filter((name): name is string => name !== undefined)
      .map(pageRoute),
  );
  return routes.size === 1 ? [...routes][0] : "/";
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

async function github(path: string, init: RequestInit = {}): Promise<unknown> {
  const api = process.env.GITHUB_API_URL || "https://api.github.com";
  const response = await fetch(`${api}/repos/${required("GITHUB_REPOSITORY")}${path}`, {
    ...init,
    headers: {
      Accept: "application/vnd.github+json",
      Authorization: `Bearer ${required("GITHUB_TOKEN")}`,
      "X-GitHub-Api-Version": "2022-11-28",
    },
  });
  if (!response.ok) throw new Error(`GitHub answered ${response.status} to ${path}: ${await response.text()}`);
  return response.json();
}

export async function setPreviewStatus(): Promise<string> {
  const files = (await github(`/pulls/${required("PR_NUMBER")}/files?per_page=${FILES_PER_PAGE}`)) as ChangedFile[];
  // A longer list goes on over further pages: that many files change more than one page.
  const route = files.length < FILES_PER_PAGE ? changedPage(files) : "/";
  const target = new URL(route, required("PREVIEW_URL")).href;
  await github(`/statuses/${required("HEAD_SHA")}`, {
    method: "POST",
    body: JSON.stringify({
      state: "success",
      context: PREVIEW_STATUS_CONTEXT,
      target_url: target,
      description: route === "/" ? "The site with this pull request's changes" : `${route} with the changes`,
    }),
  });
  return target;
}

if (require.main === module) {
  setPreviewStatus().then(
    (target) => console.log(`${PREVIEW_STATUS_CONTEXT}: ${target}`),
    (error: Error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
