import type { BlockOf } from "../../lib/data/pageBlocks";
import { formatFileSize } from "../../lib/fileSize";

export function DownloadsBlock({
  block,
  fileSizes,
}: {
  block: BlockOf<"downloads">;
  fileSizes: Record<string, number>;
}) {
  return (
    <ul className="downloads">
      {block.files.map((entry) => (
        <li key={entry.file}>
          <a href={entry.file} download className="downloads__link">
            <span className="downloads__title">{entry.title}</span>
            <span className="downloads__meta">
              PDF{fileSizes[entry.file] !== undefined ? `, ${formatFileSize(fileSizes[entry.file])}` : ""}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
