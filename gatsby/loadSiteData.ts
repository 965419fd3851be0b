import { readFileSync } from "fs";
import path from "path";
import yaml from "js-yaml";
import type { Navigation, SiteInfo } from "../src/api/types";
import { NAVIGATION_FILE, SITE_FILE, validateNavigation, validateSite } from "../src/lib/siteDataValidation";

function readYaml(relativePath: string): unknown {
  // Gatsby compiles this file into .cache, so paths start from the project root it runs in.
  const text = readFileSync(path.join(process.cwd(), relativePath), "utf8");
  try {
    return yaml.load(text, { filename: relativePath });
  } catch (error) {
    throw new Error(`${relativePath}: not valid YAML: ${(error as Error).message}`);
  }
}

/** site.yaml, validated: the build stops here with a message naming the field when it is wrong. */
export function loadSite(): SiteInfo {
  return validateSite(readYaml(SITE_FILE));
}

export function loadNavigation(): Navigation {
  return validateNavigation(readYaml(NAVIGATION_FILE));
}

/** What Markdown pages' blocks may refer to in the data files. */
export function loadBlockData(): { feeGroups: string[] } {
  return { feeGroups: [] };
}
