import type { ReactNode } from "react";
import type { BlockContext } from "../../client/types";
import type { PageBlockData } from "./blockTypes";
import { AdmissionCriteriaBlock } from "./AdmissionCriteriaBlock";
import { DownloadsBlock } from "./DownloadsBlock";
import { FeeTableBlock } from "./FeeTableBlock";
import { HostelFeesBlock } from "./HostelFeesBlock";
import { UniformBlock } from "./UniformBlock";
import { EmbedBlock } from "./EmbedBlock";
import { GalleryBlock } from "./GalleryBlock";
import { ImageBlock } from "./ImageBlock";
import { PdfFrameBlock } from "./PdfFrameBlock";
import { PortalButton } from "./PortalButton";
import { RegistrationLinks } from "../home/RegistrationLinks";
import { TilesBlock } from "./TilesBlock";

interface BlocksProps {
  blocks: PageBlockData[];
  context: BlockContext;
  pageTitle: string;
}

function renderBlock(block: PageBlockData, { context, pageTitle }: Omit<BlocksProps, "blocks">): ReactNode {
  switch (block.type) {
    case "feeTable":
      return context.fees ? <FeeTableBlock fees={context.fees} /> : null;
    case "hostelFees":
      return context.hostel ? <HostelFeesBlock hostel={context.hostel} /> : null;
    case "uniform":
      return context.uniform ? <UniformBlock uniform={context.uniform} /> : null;
    case "admissionCriteria":
      return context.admission ? <AdmissionCriteriaBlock admission={context.admission} /> : null;
    case "gallery":
      return <GalleryBlock block={block} label={`${pageTitle}: photo gallery`} />;
    case "tiles":
      return <TilesBlock block={block} />;
    case "image":
      return <ImageBlock block={block} />;
    case "downloads":
      return <DownloadsBlock block={block} fileSizes={context.fileSizes ?? {}} />;
    case "pdfFrame":
      return <PdfFrameBlock block={block} />;
    case "embed":
      return <EmbedBlock block={block} />;
    case "portalButton":
      return <PortalButton />;
    case "registrationLinks":
      return <RegistrationLinks />;
    default:
      return null;
  }
}

/** The structured parts of a Markdown page, in the order its frontmatter lists them. The build has
 * already checked every block's type and data (gatsby/createPages.ts). */
export function Blocks({ blocks, ...rest }: BlocksProps) {
  return (
    <>
      {blocks.map((block, i) => {
        const content = renderBlock(block, rest);
        return content ? (
          <div className="block" key={`${block.type}-${i}`}>
            {content}
          </div>
        ) : null;
      })}
    </>
  );
}
