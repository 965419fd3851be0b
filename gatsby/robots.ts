import { writeFileSync } from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { loadSite } from "./loadSiteData";

/** robots.txt points crawlers at the sitemap the sitemap plugin writes. */
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  const { siteUrl } = loadSite();
  const text = ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl.replace(/\/$/, "")}/sitemap-index.xml`, ""];
  writeFileSync(path.resolve("public/robots.txt"), text.join("\n"));
};
