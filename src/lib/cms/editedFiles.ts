/** The files the editor at /admin edits, each with the schema the build checks it with. */
import type * as z from "zod";
import { ADMISSION_FILE, admissionSchema } from "../data/admissionSchema";
import { DISCLOSURE_FILE, disclosureSchema } from "../data/disclosureSchema";
import { FEES_FILE, feesSchema } from "../data/feesSchema";
import { MAX_NAV_DEPTH, NAVIGATION_FILE, navigationSchema } from "../data/navigationSchema";
import { frontmatterSchema } from "../data/pageSchema";
import { SITE_FILE, siteSchema } from "../data/siteSchema";
import { UNIFORM_FILE, uniformSchema } from "../data/uniformSchema";

export interface EditedDataFile {
  /** The collection's name, which is also its one file's name in Decap. */
  name: string;
  label: string;
  file: string;
  schema: z.ZodType;
  description: string;
  /** How deep entries of one kind may nest (navigation.yaml's menu). */
  maxNesting?: number;
  /** Whether the editor shows it as the site does (src/cms/cms.tsx registers those previews). */
  preview: boolean;
}

export const DATA_FILES: readonly EditedDataFile[] = [
  {
    name: "fees",
    preview: true,
    label: "Fees",
    file: FEES_FILE,
    schema: feesSchema,
    description: "The fee tables of the fee pages and the e-prospectus.",
  },
  {
    name: "uniform",
    preview: true,
    label: "Uniform",
    file: UNIFORM_FILE,
    schema: uniformSchema,
    description: "The summer and winter uniform tables of /school-uniform.",
  },
  {
    name: "admission",
    preview: true,
    label: "Class XI criteria",
    file: ADMISSION_FILE,
    schema: admissionSchema,
    description: "The marks each Class XI stream asks for (/admission-criteria-class-xi).",
  },
  {
    name: "disclosure",
    preview: true,
    label: "Mandatory Public Disclosure",
    file: DISCLOSURE_FILE,
    schema: disclosureSchema,
    description:
      "CBSE's Appendix IX (/mandatory-public-disclosure): leave a value empty until the school has it; " +
      "upload each document as a PDF with its dates.",
  },
  {
    name: "navigation",
    preview: false,
    label: "Menus",
    file: NAVIGATION_FILE,
    schema: navigationSchema,
    description: "The main menu, footer, side menus, section cards, breadcrumbs and sitemap all follow this.",
    // The menu's top level and up to MAX_NAV_DEPTH levels of entries below it.
    maxNesting: MAX_NAV_DEPTH + 1,
  },
  {
    name: "site",
    preview: false,
    label: "Contact details and links",
    file: SITE_FILE,
    schema: siteSchema,
    description: "Phones, e-mail addresses, the postal address and every link to another website.",
  },
];

export const PAGES_FOLDER = "content/pages";
export const PAGES_COLLECTION = "pages";

/** The schema of an entry of a collection: a data file's, or a page's frontmatter. */
export function schemaOf(collection: string): z.ZodType | null {
  if (collection === PAGES_COLLECTION) return frontmatterSchema;
  return DATA_FILES.find((entry) => entry.name === collection)?.schema ?? null;
}
