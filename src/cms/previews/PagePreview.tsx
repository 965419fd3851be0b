import { frontmatterSchema } from "../../lib/data/pageSchema";
import { Checked } from "./Checked";
import { PreviewBlocks } from "./PreviewBlocks";
import { PreviewFrame } from "./PreviewFrame";
import { entryData, type PreviewProps } from "./previewProps";
import { useDataFiles } from "./useDataFiles";

const blocksSchema = frontmatterSchema.pick({ blocks: true });

/** A Markdown page as the site shows it: its heading, its text and its blocks. */
export function PagePreview({ entry, widgetFor, getAsset, getCollection }: PreviewProps) {
  const files = useDataFiles(getCollection);
  const data = entryData(entry) as { title?: unknown; blocks?: unknown } | undefined;
  const title = typeof data?.title === "string" && data.title.trim() ? data.title : "(no title yet)";
  return (
    <PreviewFrame title={title}>
      <div className="prose">{widgetFor("body")}</div>
      <Checked schema={blocksSchema} data={{ blocks: data?.blocks ?? [] }}>
        {({ blocks }) => (
          <PreviewBlocks
            blocks={blocks}
            files={files}
            title={title}
            pictureUrl={(file) => getAsset(`../images/${file}`).toString()}
          />
        )}
      </Checked>
    </PreviewFrame>
  );
}
