import { readFileSync } from "fs";
import path from "path";
import yaml from "js-yaml";

const SITE_FILE = path.join(__dirname, "..", "..", "content", "data", "site.yaml");

/** What the service needs of the site's own site.yaml: one source for both. */
export function siteFacts(file = SITE_FILE): { schoolCode: string; schoolName: string } {
  const site = yaml.load(readFileSync(file, "utf8")) as { schoolCode?: unknown; name?: unknown } | null;
  const code = site?.schoolCode;
  if (typeof code !== "string" || !/^[A-Za-z0-9]+$/.test(code)) throw new Error(`${file}: schoolCode must be letters and digits, such as DPSSWB.`);
  if (typeof site?.name !== "string" || !site.name.trim()) throw new Error(`${file}: name must be the school's name.`);
  return { schoolCode: code, schoolName: site.name.trim() };
}
