/** What the build hands a Markdown page's template: its checked frontmatter, and the variables of
 * its query, which asks GraphQL only for the data its own blocks show (a fee group, the hostel fees,
 * the uniform …; src/lib/blockData.ts). A block that points at something missing stops the build
 * with a message naming the page file, the block and the field. */
import { DataError, describeEntry } from "./data/dataError";
import type { FeeData } from "./data/feesSchema";
import { blockPictures, type PageBlock } from "./data/pageBlocks";
import type { PageFrontmatter } from "./data/pageSchema";

export interface PageEnv {
  fees: Pick<FeeData, "groups">;
  /** The file names of content/images. */
  pictures: ReadonlySet<string>;
  /** The size in bytes of a file the site serves, by address; null when there is none. */
  documentSize: (address: string) => number | null;
}

/** The query's switches: each part of the data files is asked for only by pages that show it. */
export interface BlockQuery {
  /** The key of the fee group a feeTable block shows; "" when there is none. */
  feeGroup: string;
  withFees: boolean;
  /** fees.yaml's session, registration, transport and notes: every fee and hostel table shows them. */
  withFeeSession: boolean;
  withHostel: boolean;
  withUniform: boolean;
  withAdmission: boolean;
  withFounder: boolean;
  /** disclosure.yaml, with fees.yaml's session (the disclosure links the fee pages). */
  withDisclosure: boolean;
}

export type MarkdownPageContext = BlockQuery & {
  /** The MarkdownRemark node the template's query reads the page's HTML from. */
  id: string;
  pagePath: string;
  frontmatter: PageFrontmatter;
  /** The pictures of content/images the blocks show, for the template's query. */
  pictures: string[];
  /** Sizes in bytes of the PDFs the page links, by address (/pdf/…). */
  fileSizes: Record<string, number>;
};

type Step = string | number;

/** Checks what a page's blocks refer to in other files; gathers the sizes of the PDFs they link. */
function checkedFileSizes(file: string, blocks: readonly PageBlock[], env: PageEnv): Record<string, number> {
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
    if (block.type === "tiles")
      block.items.forEach((tile, j) => tile.file && picture([i, "items", j, "file"], tile.file));
    if (block.type === "image") picture([i, "file"], block.file);
    if (block.type === "downloads") block.files.forEach((entry, j) => document([i, "files", j, "file"], entry.file));
    if (block.type === "pdfFrame") document([i, "file"], block.file);
  });
  return fileSizes;
}

/** Which parts of the data files the page's blocks show. */
export function blockQuery(blocks: readonly PageBlock[]): BlockQuery {
  const types = new Set(blocks.map((block) => block.type));
  const feeBlock = blocks.find((block) => block.type === "feeTable");
  const feeGroup = feeBlock?.type === "feeTable" ? feeBlock.group : "";
  return {
    feeGroup,
    withFees: Boolean(feeGroup),
    withFeeSession: Boolean(feeGroup) || types.has("hostelFees") || types.has("disclosure"),
    withHostel: types.has("hostelFees"),
    withUniform: types.has("uniform"),
    withAdmission: types.has("admissionCriteria"),
    withFounder: types.has("founder"),
    withDisclosure: types.has("disclosure"),
  };
}

/** Everything a Markdown page's template receives from the build. */
export function markdownPageContext(
  file: string,
  page: { id: string; pagePath: string; frontmatter: PageFrontmatter },
  env: PageEnv,
): MarkdownPageContext {
  const { blocks } = page.frontmatter;
  return {
    ...page,
    pictures: blockPictures(blocks),
    fileSizes: checkedFileSizes(file, blocks, env),
    ...blockQuery(blocks),
  };
}
