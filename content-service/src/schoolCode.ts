import { readFileSync } from "fs";
import path from "path";
import yaml from "js-yaml";

const SITE_FILE = path.join(__dirname, "..", "..", "content", "data", "site.yaml");

/** The school code of every public path, from the site's own site.yaml: one source for both. */
export function schoolCodeFromSite(file = SITE_FILE): string {
  const site = yaml.load(readFileSync(file, "utf8")) as { schoolCode?: unknown } | null;
  const code = site?.schoolCode;
  if (typeof code !== "string" || !/^[A-Za-z0-9]+$/.test(code)) throw new Error(`${file}: schoolCode must be letters and digits, such as DPSSWB.`);
  return code;
}
