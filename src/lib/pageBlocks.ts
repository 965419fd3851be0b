import { DataError } from "./dataChecks";

/** A page's `blocks` frontmatter as gatsby-node reads it to check and prepare it. */
export interface BlockSpec {
  type: string;
  group?: string | null;
  file?: string | null;
  image?: { id: string } | null;
  link?: string | null;
  alt?: string | null;
  images?: { alt: string | null; file: { id: string } | null }[] | null;
  items?: { title: string; file: { id: string } | null; alt: string | null }[] | null;
  files?: { title: string; file: string }[] | null;
}

export const BLOCK_TYPES = [
  "feeTable",
  "hostelFees",
  "uniform",
  "admissionCriteria",
  "gallery",
  "tiles",
  "image",
  "downloads",
  "pdfFrame",
  "embed",
  "portalButton",
  "registrationLinks",
] as const;

export interface BlockCheckEnv {
  feeGroups: string[];
  linkKeys: string[];
  /** Size in bytes of a file under static/ by its site path, or null when it is missing. */
  staticFileSize: (sitePath: string) => number | null;
}

/** Checks a page's blocks against what exists; returns the sizes of the files its downloads link.
 * Throws a DataError naming the page file, the block and the field on the first problem. */
export function checkBlocks(file: string, blocks: BlockSpec[], env: BlockCheckEnv): Record<string, number> {
  const sizes: Record<string, number> = {};
  const fail = (i: number, block: BlockSpec, field: string, problem: string): never => {
    throw new DataError(file, `blocks[${i}] (${block.type})`, field, problem);
  };
  const needFile = (i: number, block: BlockSpec, sitePath: string | null | undefined, field: string) => {
    const size = sitePath ? env.staticFileSize(sitePath) : null;
    if (size === null) fail(i, block, field, `must name a file under static/, such as /pdf/form.pdf (got ${sitePath ?? "nothing"})`);
    sizes[sitePath as string] = size as number;
  };
  blocks.forEach((block, i) => {
    if (!(BLOCK_TYPES as readonly string[]).includes(block.type)) {
      fail(i, block, "type", `must be one of: ${BLOCK_TYPES.join(", ")}`);
    }
    switch (block.type) {
      case "feeTable":
        if (!block.group || !env.feeGroups.includes(block.group)) {
          fail(i, block, "group", `must be a group of content/data/fees.yaml (one of: ${env.feeGroups.join(", ")})`);
        }
        break;
      case "gallery":
        if (!block.images?.length) fail(i, block, "images", "must list at least one image");
        block.images?.forEach((image, j) => {
          if (!image.file) fail(i, block, `images[${j}].file`, "must name an image that exists, relative to the page");
          if (!image.alt?.trim()) fail(i, block, `images[${j}].alt`, "must describe the image for people who cannot see it");
        });
        break;
      case "tiles":
        block.items?.forEach((tile, j) => {
          if (tile.file && !tile.alt?.trim()) fail(i, block, `items[${j}].alt`, "must describe the image");
        });
        break;
      case "image":
        if (!block.image) fail(i, block, "file", "must name an image that exists, relative to the page");
        if (!block.alt?.trim()) fail(i, block, "alt", "must describe the image for people who cannot see it");
        break;
      case "downloads":
        if (!block.files?.length) fail(i, block, "files", "must list at least one file");
        block.files?.forEach((entry, j) => needFile(i, block, entry.file, `files[${j}].file`));
        break;
      case "pdfFrame":
        needFile(i, block, block.file, "file");
        break;
      case "embed":
        if (!block.link || !env.linkKeys.includes(block.link)) {
          fail(i, block, "link", `must be a link of site.yaml (one of: ${env.linkKeys.join(", ")})`);
        }
        break;
      default:
        break;
    }
  });
  return sizes;
}
