import { readAllData, type SiteDataFiles } from "../src/lib/data/readDataFiles";

let data: SiteDataFiles | null = null;

/** Reads and checks content/data: at the start of the build (onPreBootstrap), and again on the
 * development server when a file changes (gatsby/watchDataFiles.ts). */
export function loadSiteData(): SiteDataFiles {
  data = readAllData();
  return data;
}

/** The checked data every later step of the build uses. */
export function siteData(): SiteDataFiles {
  if (!data) throw new Error("content/data has not been read yet: onPreBootstrap reads it first");
  return data;
}
