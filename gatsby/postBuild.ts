import { writeFileSync } from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { loadSite } from "./loadSiteData";
import { writeSecurityHeaders } from "./securityHeaders";

/** After the build: robots.txt pointing at the sitemap, and the pages' security headers. */
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  const { siteUrl } = loadSite();
  const text = ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl.replace(/\/$/, "")}/sitemap-index.xml`, ""];
  writeFileSync(path.resolve("public/robots.txt"), text.join("\n"));
  writeSecurityHeaders();
};
