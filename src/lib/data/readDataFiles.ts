/** Reads the YAML files of content/data and checks each against its schema: the only place they are
 * read. Node only (the build, the content service, tests); pages get the checked data from the build. */
import { existsSync, readFileSync, statSync } from "fs";
import path from "path";
import yaml from "js-yaml";
import type * as z from "zod";
import { indiaTodayIso } from "@school/contract/indiaToday";
import { ADMISSION_FILE, admissionSchema } from "./admissionSchema";
import { checkAdmissionSession } from "./admissionSessionCheck";
import { checkDisclosurePages, checkExternalLinks } from "./crossChecks";
import { checkData, DataError } from "./dataError";
import { DISCLOSURE_FILE, disclosureSchema } from "./disclosureSchema";
import { FEES_FILE, feesSchema, type FeeData } from "./feesSchema";
import { disclosureFiles } from "../disclosure";
import { withTotals } from "../feeTotals";
import { NAVIGATION_FILE, navigationSchema } from "./navigationSchema";
import { SITE_FILE, siteSchema } from "./siteSchema";
import { UNIFORM_FILE, uniformSchema } from "./uniformSchema";

/** Parsed YAML. The core schema keeps dates and sessions ("2024-10-18", "2025-26") as the text
 * written, as the schemas expect. */
export function parseYaml(file: string, text: string): unknown {
  try {
    return yaml.load(text, { filename: file, schema: yaml.CORE_SCHEMA });
  } catch (error) {
    throw new Error(`${file}: not valid YAML: ${(error as Error).message}`);
  }
}

const reader =
  <T extends z.ZodType>(file: string, schema: T) =>
  (root: string = process.cwd()): z.output<T> =>
    checkData(file, schema, parseYaml(file, readFileSync(path.join(root, file), "utf8")));

/** content/data/site.yaml under `root` (the project folder), checked; throws a DataError (file,
 * entry, field) or a YAML syntax error. */
export const readSite = reader(SITE_FILE, siteSchema);
export const readNavigation = reader(NAVIGATION_FILE, navigationSchema);
/** fees.yaml, checked, with the totals worked out from its amounts. */
export const readFees = (root?: string): FeeData => withTotals(reader(FEES_FILE, feesSchema)(root));
export const readUniform = reader(UNIFORM_FILE, uniformSchema);
const readAdmission = reader(ADMISSION_FILE, admissionSchema);
export const readDisclosure = reader(DISCLOSURE_FILE, disclosureSchema);

/** Every data file, checked, each on its own, then against the others and against `now` (the
 * admission session must not have ended on the school's day). */
export function readAllData(root: string = process.cwd(), now: Date = new Date()) {
  const data = {
    site: readSite(root),
    nav: readNavigation(root),
    fees: readFees(root),
    uniform: readUniform(root),
    admission: readAdmission(root).classXi,
    disclosure: readDisclosure(root),
  };
  checkExternalLinks(data.nav, data.site);
  checkAdmissionSession(data.site, indiaTodayIso(now));
  checkDisclosurePages(data.disclosure, data.nav);
  checkDisclosureFiles(root, data.disclosure);
  return data;
}

/** Every PDF the disclosure names is a file under static/, which the site serves as it is. */
function checkDisclosureFiles(root: string, disclosure: SiteDataFiles["disclosure"]): void {
  const folder = path.join(root, "static");
  for (const { place, file } of disclosureFiles(disclosure)) {
    const found = path.join(folder, file);
    if (!found.startsWith(folder + path.sep) || !existsSync(found) || !statSync(found).isFile())
      throw new DataError(DISCLOSURE_FILE, place, "file", `names ${file}, which is not a file under static/`);
  }
}

export type SiteDataFiles = ReturnType<typeof readAllData>;
