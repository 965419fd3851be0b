import { existsSync } from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import "./gatsby/typescriptPackages";
import { writeAppIcons } from "./gatsby/appIcons";
import { removeBrotliAssets } from "./gatsby/brotliAssets";
import { warnAboutDisclosure } from "./gatsby/disclosureWarnings";
import { writeDocuments } from "./gatsby/documents";
import { warnAboutOlderSessions } from "./gatsby/sessionWarnings";
import { writePushWorker } from "./gatsby/pushWorker";
import { loadSiteData } from "./gatsby/siteData";

export { createSchemaCustomization } from "./gatsby/schema";
export { sourceNodes } from "./gatsby/sourceNodes";
export { onCreateNode } from "./gatsby/pagePath";
export { createPages } from "./gatsby/createPages";
export { onCreatePage } from "./gatsby/onCreatePage";
export { onCreateWebpackConfig } from "./gatsby/onCreateWebpackConfig";
export { onPostBuild } from "./gatsby/postBuild";
export { onCreateDevServer } from "./gatsby/devServer";

/** The data files are read and checked before anything else, so a mistyped line stops the build
 * with one message naming the file, the entry and the field (an admission session that has ended
 * too). What the Mandatory Public Disclosure still lacks (a document expired or about to, a fact
 * left empty), and fees or Class XI criteria of a session before the admission session, are warnings. The PDFs are made
 * from the files at once (the pages that link them show their sizes), and the web app's manifest
 * and icons, and the service worker that shows urgent notices on a phone. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  try {
    const data = loadSiteData();
    warnAboutDisclosure(data, reporter);
    warnAboutOlderSessions(data, reporter);
    await writeDocuments(data);
    await writeAppIcons(data.site);
    writePushWorker();
  } catch (error) {
    reporter.panic((error as Error).message);
  }
};

/** A build starts without the last build's Brotli copies of its pages: the build writes new ones
 * when it is done (postBuild.ts), and a build that fails leaves none that no longer match. */
export const onPreBuild: GatsbyNode["onPreBuild"] = () => {
  const root = path.resolve("public");
  if (existsSync(root)) removeBrotliAssets(root);
};
