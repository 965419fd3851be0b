import { writeFileSync } from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { builtPages } from "./builtPages";
import { writeLinkPreviews } from "./linkPreviews";
import { writeSearchIndex } from "./searchIndex";
import { siteData } from "./siteData";
import { writeSecurityHeaders } from "./securityHeaders";

/** After the build: robots.txt pointing at the sitemap, each page's link preview, the search
 * index, and the pages' security headers. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const { site } = siteData();
  const text = ["User-agent: *", "Allow: /", "", `Sitemap: ${site.siteUrl.replace(/\/$/, "")}/sitemap-index.xml`, ""];
  writeFileSync(path.resolve("public/robots.txt"), text.join("\n"));
  const pages = builtPages();
  try {
    const previews = await writeLinkPreviews(pages, site.name);
    writeSearchIndex();
    reporter.info(`Link previews: ${previews} pictures; search index written to public/pagefind/`);
  } catch (error) {
    reporter.panic((error as Error).message);
  }
  writeSecurityHeaders(pages);
};
