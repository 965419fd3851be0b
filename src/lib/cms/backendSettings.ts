/** Where the editor at /admin saves in production: the repository and its branch, through GitHub's
 * API, with staff signed in by the content service (its /api/cms/auth runs GitHub's sign-in,
 * content-service/src/cms/githubOAuth.ts). docs/developers.md, "The editor at /admin: setting up its sign-in". */
import { API_BASE_URL } from "../serviceAddress";

const service = new URL(API_BASE_URL);

/** The repository is the one the site is built from, so a fork or a moved repository needs no edit:
 * GitHub Actions names it in GITHUB_REPOSITORY; another builder names it in CMS_GITHUB_REPOSITORY,
 * which wins. gatsby/adminApp.ts writes both into the editor's code at build time. Empty when the
 * build names none: only the local backend (below) can save then. */
const repository = process.env.CMS_GITHUB_REPOSITORY || process.env.GITHUB_REPOSITORY || "";

/** The commit status the pull-request preview sets on the pull request's head commit
 * (scripts/preview-status.ts): Decap's "View Preview" opens that status's link. */
export const PREVIEW_STATUS_CONTEXT = "Deploy preview";

export const CMS_BACKEND = {
  name: "github",
  repo: repository,
  branch: "main",
  /** Decap compares the sign-in window's origin with base_url: the origin alone, any path of the
   * service's address goes in front of the endpoint. */
  base_url: service.origin,
  auth_endpoint: `${service.pathname.replace(/^\/+|\/+$/g, "")}/api/cms/auth`.replace(/^\//, ""),
  preview_context: PREVIEW_STATUS_CONTEXT,
} as const;

/** decap-server, Decap's local backend, which `npm run cms` starts: /admin opened on this machine
 * saves into the files of the working copy through it. scripts/cms.ts binds it to this address's
 * host and port (this machine only). 127.0.0.1, not localhost: localhost can resolve to ::1 first
 * (Node's fetch does so), where decap-server does not listen. */
export const LOCAL_BACKEND_URL = "http://127.0.0.1:8081/api/v1";
