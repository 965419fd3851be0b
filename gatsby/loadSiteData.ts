import { readFileSync } from "fs";
import path from "path";
import yaml from "js-yaml";
import type { AdmissionCriteria, FeeData, Navigation, SiteInfo, UniformData } from "../src/client/types";
import { ADMISSION_FILE, validateAdmissionCriteria } from "../src/lib/admissionCriteria";
import { FEES_FILE, validateFees } from "../src/lib/fees";
import { UNIFORM_FILE, validateUniform } from "../src/lib/uniform";
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

export const loadFees = (): FeeData => validateFees(readYaml(FEES_FILE));
export const loadUniform = (): UniformData => validateUniform(readYaml(UNIFORM_FILE));
export const loadAdmissionCriteria = (): AdmissionCriteria => validateAdmissionCriteria(readYaml(ADMISSION_FILE));

/** Every data file, checked: the build's first step. */
export function loadAllData() {
  return {
    site: loadSite(),
    nav: loadNavigation(),
    fees: loadFees(),
    uniform: loadUniform(),
    admission: loadAdmissionCriteria(),
  };
}
