/** Every fault the build would stop at in content/ under a project folder, not only the first: each
 * data file and each page's frontmatter against its schema, then the checks across files among
 * those that pass, and the pages' blocks against the data, pictures and PDFs they name. Node only;
 * no Gatsby. */
import { readdirSync, readFileSync } from "fs";
import path from "path";
import { indiaTodayIso } from "@school/contract/indiaToday";
import { DATA_FILES, PAGES_FOLDER } from "../cms/editedFiles";
import { disclosureFindings, disclosureWarnings } from "../disclosureFindings";
import { markdownPageContext } from "../pageContext";
import { pageRoute } from "../pageRoute";
import { siteDocuments } from "../pdf/siteDocuments";
import {
  dataErrorFault,
  officeFault,
  parseSource,
  schemaFaults,
  type ContentFault,
  type YamlSource,
} from "./contentFaults";
import { DataError } from "./dataError";
import { olderSessionWarnings } from "./olderSessionWarnings";
import { frontmatterOf, isListed } from "./pageFiles";
import { frontmatterSchema, type PageFrontmatter } from "./pageSchema";
import { crossFileFaults, DATA_READERS, type SiteDataFiles } from "./readDataFiles";
import { staticFileSize } from "./staticFiles";

export interface ContentCheck {
  /** How many files were checked. */
  files: number;
  /** By file, then line. */
  faults: ContentFault[];
  /** What the build warns of without stopping (the disclosure's gaps, an older session's fees). */
  warnings: string[];
}

/** A file read, with what it takes to name a place in it. */
interface Read {
  source: Omit<YamlSource, "text">;
  data: unknown;
  lineOf: (path: readonly PropertyKey[]) => number;
}

/** The file's text; a file that cannot be opened is a fault at its first line. */
function readSource(root: string, file: string, label: string): { text?: string; faults: ContentFault[] } {
  try {
    return { text: readFileSync(path.join(root, file), "utf8"), faults: [] };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === "ENOENT" ? "it is not there" : (code ?? (error as Error).message);
    const todo = `the website cannot open it (${reason}): put it back as it was, or ask a developer`;
    return { faults: [officeFault({ file, label, firstLine: 1 }, 1, ["This file"], todo)] };
  }
}

/** The data files the editor edits, each against its schema, then the build's reading of them: what
 * the checks across files are run on, among the files that pass. */
function checkDataFiles(root: string) {
  const read = new Map<string, Read>();
  const faults = DATA_FILES.flatMap(({ file, label, schema }) => {
    const source = { file, label, firstLine: 1 };
    const { text, faults: unread } = readSource(root, file, label);
    if (text === undefined) return unread;
    const parsed = parseSource({ ...source, text });
    if ("faults" in parsed) return parsed.faults;
    const checked = schemaFaults(source, schema, parsed.data, parsed.lineOf);
    if (!checked.faults.length) read.set(file, { source, ...parsed });
    return checked.faults;
  });
  const data: Partial<SiteDataFiles> = {};
  for (const [key, readFile] of Object.entries(DATA_READERS)) {
    try {
      Object.assign(data, { [key]: readFile(root) });
    } catch (error) {
      // The build reads a file the editor does not list: its fault must not pass unseen.
      if (!faults.length) throw error;
    }
  }
  return { read, data, faults };
}

/** Each page's frontmatter against its schema, its route against the menus and its blocks against
 * what they name: the data, content/images and the PDFs the site serves. */
async function checkPages(root: string, data: Partial<SiteDataFiles>) {
  const names = readdirSync(path.join(root, PAGES_FOLDER), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.split(path.sep).join("/"))
    .sort();
  const all = complete(data);
  const env = all && (await blockEnv(root, all));
  const faults = names.flatMap((name) => {
    const file = `${PAGES_FOLDER}/${name}`;
    const route = pageRoute(name.replace(/\.md$/, ""));
    const { text, faults: unread } = readSource(root, file, route);
    if (text === undefined) return unread;
    const { yaml, firstLine } = frontmatterOf(text);
    const parsed = parseSource({ file, label: route, text: yaml, firstLine });
    if ("faults" in parsed) return parsed.faults;
    const title = (parsed.data as { title?: unknown } | null)?.title;
    const source = { file, label: typeof title === "string" && title.trim() ? title.trim() : route, firstLine };
    const checked = schemaFaults(source, frontmatterSchema, parsed.data, parsed.lineOf);
    const found = [...checked.faults];
    if (data.nav && !isListed(data.nav, route))
      found.push(
        officeFault(
          source,
          parsed.lineOf([]),
          [`The address ${route}`],
          "add it to the Menus (content/data/navigation.yaml)",
        ),
      );
    if (env && checked.checked) found.push(...blockFaults({ source, ...parsed }, route, checked.checked, env));
    return found;
  });
  return { files: names.length, faults };
}

/** The data when every file of it has been read. */
const complete = (data: Partial<SiteDataFiles>): SiteDataFiles | null =>
  Object.keys(DATA_READERS).every((key) => key in data) ? (data as SiteDataFiles) : null;

type BlockEnv = Parameters<typeof markdownPageContext>[2];

/** What the blocks are checked against: the PDFs the build makes from the data are among the files
 * a page may link. */
async function blockEnv(root: string, data: SiteDataFiles): Promise<BlockEnv> {
  const documents = await siteDocuments(data);
  const pictures = readdirSync(path.join(root, "content/images"), { recursive: true, encoding: "utf8" });
  return {
    fees: data.fees,
    pictures: new Set(pictures.map((name) => name.split(path.sep).join("/"))),
    documentSize: (address) => documents[address]?.length ?? staticFileSize(root, address),
  };
}

/** The first block of a page that names something missing, as the build stops at it. */
function blockFaults(read: Read, route: string, frontmatter: PageFrontmatter, env: BlockEnv): ContentFault[] {
  try {
    markdownPageContext(read.source.file, { id: read.source.file, pagePath: route, frontmatter }, env);
    return [];
  } catch (error) {
    if (!(error instanceof DataError)) throw error;
    return [dataErrorFault(read.source, error, read.data, read.lineOf)];
  }
}

/** Every fault of content/ under `root` on the school's day of `now`, and the build's warnings. */
export async function checkContent(root: string, now: Date = new Date()): Promise<ContentCheck> {
  const { read, data, faults } = checkDataFiles(root);
  const across = crossFileFaults(data, root, now).map((error) => {
    const file = read.get(error.file);
    if (!file) throw error;
    return dataErrorFault(file.source, error, file.data, file.lineOf);
  });
  const pages = await checkPages(root, data);
  const all = complete(data);
  const warnings = all
    ? [...olderSessionWarnings(all), ...disclosureWarnings(disclosureFindings(all, indiaTodayIso(now)))]
    : [];
  const sorted = [...faults, ...across, ...pages.faults].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line,
  );
  return { files: DATA_FILES.length + pages.files, faults: sorted, warnings };
}
