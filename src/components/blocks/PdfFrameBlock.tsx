import type { BlockOf } from "../../lib/data/pageBlocks";

/** A PDF shown in a frame on wide screens, with a plain link that phones (which often cannot show
 * PDFs inside a page) can always use. */
export function PdfFrameBlock({ block, height = 700 }: { block: BlockOf<"pdfFrame">; height?: number }) {
  return (
    <div className="pdf-frame">
      <p>
        <a href={block.file} className="button" download>
          Download {block.title} (PDF)
        </a>
      </p>
      <iframe title={block.title} src={`${block.file}#toolbar=0`} height={height} loading="lazy" />
    </div>
  );
}
