import { PAGES_FOLDER } from "../../lib/cms/editedFiles";
import { frontmatterSchema } from "../../lib/data/pageSchema";
import { Checked } from "./Checked";
import { PreviewBlocks } from "./PreviewBlocks";
import { PreviewFrame } from "./PreviewFrame";
import { entryData, type PreviewProps } from "./previewProps";
import { useDataFiles } from "./useDataFiles";

const blocksSchema = frontmatterSchema.shape.blocks;

/** A Markdown page as the site shows it: its heading, its text and its blocks. */
export function PagePreview({ entry, widgetFor, getAsset, getCollection }: PreviewProps) {
  const files = useDataFiles(getCollection);
  const data = entryData(entry) as { title?: unknown; blocks?: unknown } | undefined;
  const title = typeof data?.title === "string" && data.title.trim() ? data.title : "(no title yet)";
  const slug = String(entry.get("slug") ?? "") || "new page";
  return (
    <PreviewFrame title={title}>
      <div className="prose">{widgetFor("body")}</div>
      <Checked file={`${PAGES_FOLDER}/${slug}.md`} schema={blocksSchema} data={data?.blocks ?? []}>
        {(blocks) => <PreviewBlocks blocks={blocks} files={files} title={title} pictureUrl={(file) => getAsset(`../images/${file}`).toString()} />}
      </Checked>
    </PreviewFrame>
  );
}
