import path from "path";
import type { GatsbyNode } from "gatsby";
import { ADMIN_DIR, watchAdmin } from "./adminApp";

/** `gatsby develop` serves the editor at /admin too, rebuilt when its sources change. The
 * development server serves public/'s files but not its HTML, so the editor's page is named here. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async ({ app }) => {
  await watchAdmin();
  app.get(["/admin", "/admin/"], (_request: unknown, response: { sendFile(file: string): void }) => response.sendFile(path.join(ADMIN_DIR, "index.html")));
};
