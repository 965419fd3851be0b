/** Where the editor at /admin saves in production: the repository, its branch and the sign-in
 * service. The one place to change when any of them moves (README, "For office staff: setting up
 * the sign-in"). The repository named here is a placeholder until the school's is entered. */
export const CMS_BACKEND = {
  name: "github",
  repo: "your-github-account/school-website",
  branch: "main",
  /** The OAuth proxy that signs staff in with GitHub (see the README). */
  base_url: "https://cms-auth.dpssiliguri.example",
  auth_endpoint: "auth",
} as const;

/** decap-server, Decap's local backend, which `npm run cms` starts: /admin opened on this machine
 * saves into the files of the working copy through it. scripts/cms.ts binds it to this address's
 * host and port (this machine only), and the /admin page's CSP allows this origin
 * (gatsby/securityHeaders.ts). 127.0.0.1, not localhost: localhost can resolve to ::1 first (Node's
 * fetch does so), where decap-server does not listen. */
export const LOCAL_BACKEND_URL = "http://127.0.0.1:8081/api/v1";
