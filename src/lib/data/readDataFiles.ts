/** Reads the YAML files of content/data and checks each against its schema: the only place they are
 * read. Node only (the build, the content service, tests); pages get the checked data from the build. */
import { readFileSync } from "fs";
import path from "path";
import yaml from "js-yaml";
import type * as z from "zod";
import { indiaTodayIso } from "@school/contract/indiaToday";
import { ADMISSION_FILE, admissionSchema } from "./admissionSchema";
import { admissionSessionFaults } from "./admissionSessionCheck";
import { disclosurePageFaults, externalLinkFaults } from "./crossChecks";
import { checkData, DataError } from "./dataError";
import { DISCLOSURE_FILE, disclosureSchema } from "./disclosureSchema";
import { FEES_FILE, feesSchema, type FeeData } from "./feesSchema";
import { disclosureFiles } from "../disclosure";
import { withTotals } from "../feeTotals";
import { NAVIGATION_FILE, navigationSchema } from "./navigationSchema";
import { SITE_FILE, siteSchema } from "./siteSchema";
import { staticFileSize } from "./staticFiles";
import { UNIFORM_FILE, uniformSchema } from "./uniformSchema";

/** Parsed YAML. The core schema keeps dates and sessions ("2024-10-18", "2025-26") as the text
 * written, as the schemas expect. A syntax error is thrown with js-yaml's own error (its line and
 * reason) as its cause. */
export function parseYaml(file: string, text: string): unknown {
  try {
    return yaml.load(text, { filename: file, schema: yaml.CORE_SCHEMA });
  } catch (error) {
    throw new Error(`${file}: not valid YAML: ${(error as Error).message}`, { cause: error });
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
export const readDisclosure = reader(DISCLOSURE_FILE, disclosureSchema);

const readAdmission = reader(ADMISSION_FILE, admissionSchema);

/** How the build reads each data file, in the order it reads them: each throws a DataError (file,
 * entry, field) or a YAML syntax error. */
export const DATA_READERS = {
  site: readSite,
  nav: readNavigation,
  fees: readFees,
  uniform: readUniform,
  admission: (root?: string) => readAdmission(root).classXi,
  disclosure: readDisclosure,
};

export type SiteDataFiles = { [K in keyof typeof DATA_READERS]: ReturnType<(typeof DATA_READERS)[K]> };

/** Every data file, checked, each on its own, then against the others and against `now` (the
 * admission session must not have ended on the school's day). */
export function readAllData(root: string = process.cwd(), now: Date = new Date()): SiteDataFiles {
  const data = {
    site: DATA_READERS.site(root),
    nav: DATA_READERS.nav(root),
    fees: DATA_READERS.fees(root),
    uniform: DATA_READERS.uniform(root),
    admission: DATA_READERS.admission(root),
    disclosure: DATA_READERS.disclosure(root),
  };
  const [fault] = crossFileFaults(data, root, now);
  if (fault) throw fault;
  return data;
}

/** The faults found across files, in the order the build reports them. Each check runs when the
 * files it reads have passed their own schemas (are in `data`). */
export function crossFileFaults(data: Partial<SiteDataFiles>, root: string, now: Date): DataError[] {
  const { site, nav, disclosure } = data;
  return [
    ...(nav && site ? externalLinkFaults(nav, site) : []),
    ...(site ? admissionSessionFaults(site, indiaTodayIso(now)) : []),
    ...(disclosure && nav ? disclosurePageFaults(disclosure, nav) : []),
    ...(disclosure ? disclosureFileFaults(root, disclosure) : []),
  ];
}

/** Every PDF the disclosure names is a file under static/, which the site serves as it is. */
function disclosureFileFaults(root: string, disclosure: SiteDataFiles["disclosure"]): DataError[] {
  return disclosureFiles(disclosure)
    .filter(({ file }) => staticFileSize(root, file) === null)
    .map(
      ({ place, file }) =>
        new DataError(DISCLOSURE_FILE, place, "file", `names ${file}, which is not a file under static/`),
    );
}
