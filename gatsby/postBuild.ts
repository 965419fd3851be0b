import { writeFileSync } from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { buildAdmin } from "./adminApp";
import { siteData } from "./siteData";
import { writeSecurityHeaders } from "./securityHeaders";

/** After the build: the editor at /admin, robots.txt pointing at the sitemap, and every page's
 * security headers (the editor's page among them). */
export const onPostBuild: GatsbyNode["onPostBuild"] = async () => {
  await buildAdmin();
  const { siteUrl } = siteData().site;
  const text = ["User-agent: *", "Allow: /", "Disallow: /admin", "", `Sitemap: ${siteUrl.replace(/\/$/, "")}/sitemap-index.xml`, ""];
  writeFileSync(path.resolve("public/robots.txt"), text.join("\n"));
  writeSecurityHeaders();
};
