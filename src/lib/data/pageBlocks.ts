/** The structured blocks a Markdown page lists under `blocks:` in its frontmatter: each block type
 * is declared here once, with its fields. The build checks every page's blocks against these
 * schemas, and the page renders each type with the component src/components/blocks/Blocks.tsx
 * maps it to. */
import * as z from "zod";
import { list, optional, pattern, record, text, textSaying } from "./fields";
import { EXTERNAL_LINK_KEYS } from "./siteSchema";

const IMAGES_PREFIX = "../images/";

/** A picture of content/images, written relative to the page; checked as its file name there. */
const picture = pattern(
  /^\.\.\/images\/[\w.-]+\.(jpe?g|png|webp)$/i,
  "must name a picture in content/images, such as ../images/school-bus.jpg",
)
  .transform((file) => file.slice(IMAGES_PREFIX.length))
  .meta({ id: "PagePicture" });

const alt = textSaying("must describe the image for people who cannot see it");

/** A PDF this site serves, by its address (the build makes them: see src/lib/pdf/). */
const pdf = pattern(/^\/[\w\-/]+\.pdf$/, "must be the address of a PDF of this site, such as /pdf/e-prospectus.pdf");

const block = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  record({ type: z.literal(type), ...shape });

const BLOCKS = [
  block("feeTable", { group: text.meta({ id: "FeeGroupKey", description: "The group's key in fees.yaml" }) }),
  block("hostelFees", {}),
  block("uniform", {}),
  block("admissionCriteria", {}),
  block("gallery", { images: list(record({ file: picture, alt }), 1, "images") }),
  block("tiles", {
    items: list(
      record({ title: text, text: optional(text), file: optional(picture), alt: optional(alt) }).superRefine(
        (tile, ctx) => {
          if (tile.file && !tile.alt)
            ctx.addIssue({ code: "custom", path: ["alt"], input: tile.alt, message: "must describe the image" });
        },
      ),
    ),
  }),
  block("image", { file: picture, alt, title: optional(text) }),
  block("downloads", { files: list(record({ title: text, file: pdf }), 1, "files") }),
  block("pdfFrame", { file: pdf, title: text }),
  block("embed", {
    link: z.enum(EXTERNAL_LINK_KEYS, {
      error: `must be a link of site.yaml (one of: ${EXTERNAL_LINK_KEYS.join(", ")})`,
    }),
  }),
  block("portalButton", {}),
  block("registrationLinks", {}),
  block("founder", {}),
  block("disclosure", {}),
] as const;

export const BLOCK_TYPES = BLOCKS.map((schema) => schema.shape.type.value);

export const pageBlockSchema = z.discriminatedUnion("type", BLOCKS, {
  error: (issue) =>
    issue.code === "invalid_union"
      ? `must be one of: ${BLOCK_TYPES.join(", ")}`
      : "must be a set of fields (key: value)",
});

export type PageBlock = z.infer<typeof pageBlockSchema>;
export type BlockType = PageBlock["type"];
export type BlockOf<T extends BlockType> = Extract<PageBlock, { type: T }>;

/** The pictures of content/images a page's blocks show, by file name. */
export function blockPictures(blocks: readonly PageBlock[]): string[] {
  const files = blocks.flatMap((b) => {
    if (b.type === "gallery") return b.images.map((image) => image.file);
    if (b.type === "tiles") return b.items.flatMap((tile) => (tile.file ? [tile.file] : []));
    if (b.type === "image") return [b.file];
    return [];
  });
  return [...new Set(files)];
}
