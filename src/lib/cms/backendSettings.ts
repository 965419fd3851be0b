/** Where the editor at /admin saves in production: the repository and its branch, through GitHub's
 * API, with staff signed in by the content service (its /api/cms/auth runs GitHub's sign-in,
 * content-service/src/cms/githubOAuth.ts). The one place to change when the repository moves
 * (README, "Setting up the sign-in"); the repository named here is a placeholder until the
 * school's is entered. */
import { API_BASE_URL } from "../serviceAddress";

const service = new URL(API_BASE_URL);

export const CMS_BACKEND = {
  name: "github",
  repo: "your-github-account/school-website",
  branch: "main",
  /** Decap compares the sign-in window's origin with base_url: the origin alone, any path of the
   * service's address goes in front of the endpoint. */
  base_url: service.origin,
  auth_endpoint: `${service.pathname.replace(/^\/+|\/+$/g, "")}/api/cms/auth`.replace(/^\//, ""),
} as const;

/** decap-server, Decap's local backend, which `npm run cms` starts: /admin opened on this machine
 * saves into the files of the working copy through it. scripts/cms.ts binds it to this address's
 * host and port (this machine only). 127.0.0.1, not localhost: localhost can resolve to ::1 first
 * (Node's fetch does so), where decap-server does not listen. */
export const LOCAL_BACKEND_URL = "http://127.0.0.1:8081/api/v1";
