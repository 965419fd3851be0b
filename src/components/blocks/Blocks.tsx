import { lazy, Suspense, type ReactNode } from "react";
import type { BlockOf, BlockType, PageBlock } from "../../lib/data/pageBlocks";
import type { BlockData } from "../../lib/blockData";
import { AdmissionCriteriaBlock } from "./AdmissionCriteriaBlock";
import { DownloadsBlock } from "./DownloadsBlock";
import { EmbedBlock } from "./EmbedBlock";
import { FeeTableBlock } from "./FeeTableBlock";
import { FounderBlock } from "./FounderBlock";
import { HostelFeesBlock } from "./HostelFeesBlock";
import { PdfFrameBlock } from "./PdfFrameBlock";
import type { Pictures } from "./pictures";
import { PortalButton } from "./PortalButton";
import { UniformBlock } from "./UniformBlock";
import { StaticPart } from "../layout/StaticPart";
import "./blocks.css";
// The styles of the lazily loaded blocks come with the page: a block the server rendered keeps its
// HTML and may never load its chunk, which would have brought them.
import "./disclosure.css";
import "./tables.css";
import "../home/RegistrationLinks.css";
import "../media/PhotoGallery.css";

// Blocks that bring a library (gatsby-plugin-image, the lightbox, the content-service client) load
// their code only on the few pages that have them; the server's HTML holds them complete, and the
// browser hydrates each once its code is in.
const GalleryBlock = lazy(() => import("./GalleryBlock").then((m) => ({ default: m.GalleryBlock })));
const ImageBlock = lazy(() => import("./ImageBlock").then((m) => ({ default: m.ImageBlock })));
const TilesBlock = lazy(() => import("./TilesBlock").then((m) => ({ default: m.TilesBlock })));
// The disclosure is one page's: its tables and the reckoning behind them are a chunk of their own.
const DisclosureBlock = lazy(() => import("./DisclosureBlock").then((m) => ({ default: m.DisclosureBlock })));
const RegistrationLinks = lazy(() =>
  import("../home/RegistrationLinks").then((m) => ({ default: m.RegistrationLinks })),
);

/** What a block may show besides its own fields. */
interface BlockPage {
  data: BlockData;
  pictures: Pictures;
  title: string;
}

type Renderers = { [T in BlockType]: (block: BlockOf<T>, page: BlockPage) => ReactNode };

/** The component of each block type of src/lib/data/pageBlocks.ts: the compiler asks for one per
 * type. Each page's query asked for the data its blocks show (src/lib/blockData.ts). A block that
 * never changes in the browser is a StaticPart: React keeps its server HTML and does no work for it. */
const RENDERERS: Renderers = {
  feeTable: (_block, { data }) =>
    data.fees ? (
      <StaticPart>
        <FeeTableBlock fees={data.fees} />
      </StaticPart>
    ) : null,
  hostelFees: (_block, { data }) =>
    data.hostel ? (
      <StaticPart>
        <HostelFeesBlock hostel={data.hostel} />
      </StaticPart>
    ) : null,
  uniform: (_block, { data }) =>
    data.uniform ? (
      <StaticPart>
        <UniformBlock uniform={data.uniform} />
      </StaticPart>
    ) : null,
  admissionCriteria: (_block, { data }) =>
    data.admission ? (
      <StaticPart>
        <AdmissionCriteriaBlock admission={data.admission} admissionSession={data.admissionSession} />
      </StaticPart>
    ) : null,
  gallery: (block, { pictures, title }) => (
    <GalleryBlock block={block} pictures={pictures} label={`${title}: photo gallery`} />
  ),
  tiles: (block, { pictures }) => <TilesBlock block={block} pictures={pictures} />,
  image: (block, { pictures }) => <ImageBlock block={block} pictures={pictures} />,
  downloads: (block, { data }) => (
    <StaticPart>
      <DownloadsBlock block={block} fileSizes={data.fileSizes} />
    </StaticPart>
  ),
  pdfFrame: (block) => (
    <StaticPart>
      <PdfFrameBlock block={block} />
    </StaticPart>
  ),
  embed: (block) => <EmbedBlock block={block} />,
  portalButton: () => (
    <StaticPart>
      <PortalButton />
    </StaticPart>
  ),
  founder: (_block, { data }) =>
    data.founder ? (
      <StaticPart>
        <FounderBlock founder={data.founder} />
      </StaticPart>
    ) : null,
  registrationLinks: () => <RegistrationLinks />,
  disclosure: (_block, { data }) =>
    data.disclosure ? (
      <StaticPart>
        <DisclosureBlock sources={data.disclosure} />
      </StaticPart>
    ) : null,
};

const renderBlock = <T extends BlockType>(block: BlockOf<T>, page: BlockPage): ReactNode =>
  RENDERERS[block.type as T](block, page);

/** The structured parts of a Markdown page, in the order its frontmatter lists them. */
export function Blocks({ blocks, ...page }: BlockPage & { blocks: readonly PageBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => {
        const content = renderBlock(block, page);
        return content ? (
          <div className="block" key={`${block.type}-${i}`}>
            <Suspense fallback={null}>{content}</Suspense>
          </div>
        ) : null;
      })}
    </>
  );
}
