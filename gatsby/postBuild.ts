import { writeFileSync } from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { siteData } from "./siteData";
import { writeSecurityHeaders } from "./securityHeaders";

/** After the build: robots.txt pointing at the sitemap, and the pages' security headers. */
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  const { siteUrl } = siteData().site;
  const text = ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl.replace(/\/$/, "")}/sitemap-index.xml`, ""];
  writeFileSync(path.resolve("public/robots.txt"), text.join("\n"));
  writeSecurityHeaders();
};
