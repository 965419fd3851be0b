/** The frontmatter of a Markdown page under content/pages/. */
import * as z from "zod";
import { list, optional, record, text, textList } from "./fields";
import { pageBlockSchema } from "./pageBlocks";

export const PAGE_TEMPLATES = ["content", "hub"] as const;

export const frontmatterSchema = record({
  title: text,
  description: text.describe("One sentence for search engines"),
  keywords: optional(textList),
  template: z
    .enum(PAGE_TEMPLATES, { error: `must be one of: ${PAGE_TEMPLATES.join(", ")}` })
    .default("content")
    .meta({ editor: "developersOnly" }),
  blocks: list(pageBlockSchema, 0, "blocks").default([]),
});

export type PageFrontmatter = z.infer<typeof frontmatterSchema>;
export type PageTemplate = PageFrontmatter["template"];
