/** What the build hands a Markdown page besides its text: its checked frontmatter and the data its
 * blocks show. A block that points at something missing stops the build with a message naming the
 * page file, the block and the field. */
import { DataError, describeEntry } from "./data/dataError";
import type { FeeData, FeeGroup } from "./data/feesSchema";
import type { AdmissionCriteria } from "./data/admissionSchema";
import { blockPictures, type PageBlock } from "./data/pageBlocks";
import type { PageFrontmatter } from "./data/pageSchema";
import type { UniformData } from "./data/uniformSchema";
import { firstYearCost, type FirstYearCost } from "./firstYearCost";
import type { SiteInfo } from "./data/siteSchema";
import { founderFacts, type FounderFacts } from "./founder";

export interface PageEnv {
  site: Pick<SiteInfo, "founder">;
  fees: FeeData;
  uniform: UniformData;
  admission: AdmissionCriteria;
  /** The file names of content/images. */
  pictures: ReadonlySet<string>;
  /** The size in bytes of a file the site serves, by address; null when there is none. */
  documentSize: (address: string) => number | null;
}

/** The data a page's blocks show: each page carries only what its own blocks need. */
export type BlockData = {
  /** Sizes in bytes of the PDFs the page links, by address (/pdf/…). */
  fileSizes: Record<string, number>;
  /** A feeTable block's group, with what every fee page also shows and its first year's cost. */
  fees?: FeeTableData;
  hostel?: HostelData;
  uniform?: UniformData;
  admission?: AdmissionCriteria;
  /** The founding father as site.yaml has him; null while that entry is empty. */
  founder?: FounderFacts | null;
};

export type MarkdownPageContext = BlockData & {
  /** The MarkdownRemark node the template's query reads the page's HTML from. */
  id: string;
  pagePath: string;
  frontmatter: PageFrontmatter;
  /** The pictures of content/images the blocks show, for the template's query. */
  pictures: string[];
};

export interface FeeTableData {
  group: FeeGroup;
  session: string;
  registration: number;
  transportMonthly: number;
  notes: readonly string[];
  firstYear: FirstYearCost;
}

export type HostelData = FeeData["hostel"] & { session: string; notes: readonly string[] };

/** What a fee table shows of fees.yaml: one group, the fees every group shares, its first year's cost
 * (the page and the editor's preview alike). */
export function feeTableData(group: FeeGroup, fees: FeeData): FeeTableData {
  const { session, registration, transportMonthly, notes } = fees;
  return { group, session, registration, transportMonthly, notes, firstYear: firstYearCost(group, fees) };
}

export function hostelData({ hostel, session, notes }: FeeData): HostelData {
  return { ...hostel, session, notes };
}

type Step = string | number;

/** Checks what a page's blocks refer to in other files, and gathers the data they show. */
export function blockData(file: string, blocks: readonly PageBlock[], env: PageEnv): BlockData {
  const fail = (path: Step[], problem: string): never => {
    const field = path[path.length - 1];
    throw new DataError(file, describeEntry({ blocks }, ["blocks", ...path.slice(0, -1)]), String(field), problem);
  };
  const groups = env.fees.groups.map((group) => group.key);
  const picture = (path: Step[], name: string) =>
    env.pictures.has(name) || fail(path, `names ../images/${name}, which is not in content/images`);
  const fileSizes: Record<string, number> = {};
  const document = (path: Step[], address: string) => {
    const size = env.documentSize(address);
    fileSizes[address] = size ?? fail(path, `must be a PDF the build makes or a file under static/ (got ${address})`);
  };
  blocks.forEach((block, i) => {
    if (block.type === "feeTable" && !groups.includes(block.group)) {
      fail([i, "group"], `must be a group of content/data/fees.yaml (one of: ${groups.join(", ")})`);
    }
    if (block.type === "gallery") block.images.forEach((image, j) => picture([i, "images", j, "file"], image.file));
    if (block.type === "tiles") block.items.forEach((tile, j) => tile.file && picture([i, "items", j, "file"], tile.file));
    if (block.type === "image") picture([i, "file"], block.file);
    if (block.type === "downloads") block.files.forEach((entry, j) => document([i, "files", j, "file"], entry.file));
    if (block.type === "pdfFrame") document([i, "file"], block.file);
  });
  const types = new Set(blocks.map((block) => block.type));
  const feeBlock = blocks.find((block) => block.type === "feeTable");
  const group = env.fees.groups.find((g) => feeBlock?.type === "feeTable" && g.key === feeBlock.group);
  return {
    fileSizes,
    ...(group ? { fees: feeTableData(group, env.fees) } : {}),
    ...(types.has("hostelFees") ? { hostel: hostelData(env.fees) } : {}),
    ...(types.has("uniform") ? { uniform: env.uniform } : {}),
    ...(types.has("admissionCriteria") ? { admission: env.admission } : {}),
    ...(types.has("founder") ? { founder: founderFacts(env.site.founder) } : {}),
  };
}

/** Everything a Markdown page's template receives from the build. */
export function markdownPageContext(
  file: string,
  page: { id: string; pagePath: string; frontmatter: PageFrontmatter },
  env: PageEnv,
): MarkdownPageContext {
  return { ...page, pictures: blockPictures(page.frontmatter.blocks), ...blockData(file, page.frontmatter.blocks, env) };
}
