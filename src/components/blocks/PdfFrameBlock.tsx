import type { PageBlockData } from "./blockTypes";

/** A PDF shown in a frame on wide screens, with a plain link that phones (which often cannot show
 * PDFs inside a page) can always use. */
export function PdfFrameBlock({ block, height = 700 }: { block: PageBlockData; height?: number }) {
  if (!block.file) return null;
  const title = block.title ?? "Document";
  return (
    <div className="pdf-frame">
      <p>
        <a href={block.file} className="button" download>
          Download {title} (PDF)
        </a>
      </p>
      <iframe title={title} src={`${block.file}#toolbar=0`} height={height} loading="lazy" />
    </div>
  );
}
