import { readAllData, type SiteDataFiles } from "../src/lib/data/readDataFiles";

let data: SiteDataFiles | null = null;

/** Reads and checks content/data once, at the start of the build (onPreBootstrap). */
export function loadSiteData(): SiteDataFiles {
  data = readAllData();
  return data;
}

/** The checked data every later step of the build uses. */
export function siteData(): SiteDataFiles {
  if (!data) throw new Error("content/data has not been read yet: onPreBootstrap reads it first");
  return data;
}
