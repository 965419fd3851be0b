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
 * saves into the files of the working copy through it. */
export const LOCAL_BACKEND_URL = "http://localhost:8081/api/v1";
