import path from "path";
import type { GatsbyNode } from "gatsby";
import { LOCAL_BACKEND_URL } from "../src/lib/cms/backendSettings";
import { API_BASE_URL, READ_BASE_URL } from "../src/lib/serviceAddress";
import { adminContentSecurityPolicy, originOf, serviceOrigins } from "../src/lib/securityHeaders";
import { ADMIN_DIR, watchAdmin } from "./adminApp";

interface Response {
  setHeader(name: string, value: string): void;
  sendFile(file: string): void;
}

/** `gatsby develop` serves the editor at /admin too, rebuilt when its sources change. The
 * development server serves public/'s files but not its HTML, so the editor's page is named here,
 * with the editor's policy and decap-server's origin in it (`npm run cms` saves through it). */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async ({ app }) => {
  await watchAdmin();
  const policy = adminContentSecurityPolicy({
    api: serviceOrigins(API_BASE_URL, READ_BASE_URL),
    localBackend: originOf(LOCAL_BACKEND_URL),
  });
  app.get(["/admin", "/admin/"], (_request: unknown, response: Response) => {
    response.setHeader("Content-Security-Policy", policy);
    response.sendFile(path.join(ADMIN_DIR, "index.html"));
  });
};
