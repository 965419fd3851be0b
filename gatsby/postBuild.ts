import { existsSync, readFileSync, writeFileSync } from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { buildAdmin } from "./adminApp";
import { writeBrotliAssets } from "./brotliAssets";
import { writeBuildStamp } from "./buildStamp";
import { builtPages } from "./builtPages";
import { writeLinkPreviews } from "./linkPreviews";
import { layOutPages } from "./pageLayout";
import { repairBuiltPages } from "./repairBuiltPages";
import { writeSearchIndex } from "./searchIndex";
import { siteData } from "./siteData";
import { writeSecurityHeaders } from "./securityHeaders";

/** After the build: the editor at /admin, robots.txt pointing at the sitemap, pages laid out as
 * Cloudflare Pages serves them without a redirect (pageLayout.ts), cleared of the NUL bytes React's
 * streaming renderer can leave in them, each page's link preview, the search index (of the pages
 * where they now are), every page's security headers (the editor's page among them), a Brotli copy
 * of each hashed script, stylesheet, page and page data for the site server (brotliAssets.ts), and
 * last the stamp that says what the build was made for. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  // A static host would deploy each Gatsby Function as a serverless endpoint; this site has none
  // (src/api/ is Gatsby's folder for them, so the content client lives in src/client/).
  const functions = path.resolve(".cache/functions/manifest.json");
  const built = existsSync(functions)
    ? (JSON.parse(readFileSync(functions, "utf8")) as { functionRoute: string }[])
    : [];
  if (built.length)
    reporter.panic(
      `The build made Gatsby Functions (${built.map((f) => f.functionRoute).join(", ")}): ` +
        "this site serves static files only",
    );
  await buildAdmin();
  const { site } = siteData();
  const text = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "",
    `Sitemap: ${site.siteUrl.replace(/\/$/, "")}/sitemap-index.xml`,
    "",
  ];
  writeFileSync(path.resolve("public/robots.txt"), text.join("\n"));
  reporter.info(`Moved ${layOutPages(path.resolve("public"))} pages from x/index.html to x.html`);
  const { pages, repaired } = repairBuiltPages(builtPages());
  if (repaired) reporter.info(`Removed React's stray NUL bytes from ${repaired} pages`);
  try {
    const previews = await writeLinkPreviews(pages, site.name);
    writeSearchIndex();
    reporter.info(`Link previews: ${previews} pictures; search index written to public/pagefind/`);
    reporter.info(`public/_headers: ${writeSecurityHeaders(pages)}`);
    const compressed = await writeBrotliAssets(path.resolve("public"));
    reporter.info(`Compressed ${compressed} scripts, stylesheets, pages and page data with Brotli`);
  } catch (error) {
    reporter.panic((error as Error).message);
  }
  writeBuildStamp();
};
