import type { ReactNode } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { AdmissionCriteriaBlock } from "../../components/blocks/AdmissionCriteriaBlock";
import { DownloadsBlock } from "../../components/blocks/DownloadsBlock";
import { FeeTableBlock } from "../../components/blocks/FeeTableBlock";
import { FounderBlock } from "../../components/blocks/FounderBlock";
import { GalleryBlock } from "../../components/blocks/GalleryBlock";
import { HostelFeesBlock } from "../../components/blocks/HostelFeesBlock";
import { ImageBlock } from "../../components/blocks/ImageBlock";
import { PdfFrameBlock } from "../../components/blocks/PdfFrameBlock";
import type { Pictures } from "../../components/blocks/pictures";
import { TilesBlock } from "../../components/blocks/TilesBlock";
import { UniformBlock } from "../../components/blocks/UniformBlock";
import { admissionSchema } from "../../lib/data/admissionSchema";
import { feesSchema } from "../../lib/data/feesSchema";
import { siteSchema } from "../../lib/data/siteSchema";
import { feeTableData, hostelData } from "../../lib/blockData";
import { withGroupTotal, withTotals } from "../../lib/feeTotals";
import { founderFacts } from "../../lib/founder";
import { blockPictures, type BlockOf, type BlockType, type PageBlock } from "../../lib/data/pageBlocks";
import { uniformSchema } from "../../lib/data/uniformSchema";
import { fieldLabel } from "../../lib/cms/fieldText";
import { Checked } from "./Checked";
import { DisclosureTables } from "./DisclosurePreview";
import type { DataFileName } from "./useDataFiles";

interface BlockContext {
  files: Partial<Record<DataFileName, unknown>>;
  pictures: Pictures;
  title: string;
}

/** Blocks drawn from the site's data by the live site only (its menus and links). */
const onTheSite = (block: PageBlock) => (
  <p className="preview-note">{fieldLabel(block.type)}: shown here on the website.</p>
);

const RENDERERS: { [T in BlockType]: (block: BlockOf<T>, context: BlockContext) => ReactNode } = {
  feeTable: (block, { files }) => (
    <Checked schema={feesSchema} data={files.fees}>
      {(fees) => {
        const group = fees.groups.find((g) => g.key === block.group);
        return group ? <FeeTableBlock fees={feeTableData(withGroupTotal(group), fees)} /> : null;
      }}
    </Checked>
  ),
  hostelFees: (_block, { files }) => (
    <Checked schema={feesSchema} data={files.fees}>
      {(fees) => <HostelFeesBlock hostel={hostelData(withTotals(fees))} />}
    </Checked>
  ),
  uniform: (_block, { files }) => (
    <Checked schema={uniformSchema} data={files.uniform}>
      {(uniform) => <UniformBlock uniform={uniform} />}
    </Checked>
  ),
  admissionCriteria: (_block, { files }) => (
    <Checked schema={admissionSchema} data={files.admission}>
      {({ classXi }) => (
        <Checked schema={siteSchema} data={files.site}>
          {(site) => <AdmissionCriteriaBlock admission={classXi} admissionSession={site.admissionSession} />}
        </Checked>
      )}
    </Checked>
  ),
  founder: (_block, { files }) => (
    <Checked schema={siteSchema} data={files.site}>
      {({ founder }) => {
        const facts = founderFacts(founder);
        return facts ? <FounderBlock founder={facts} /> : null;
      }}
    </Checked>
  ),
  gallery: (block, { pictures, title }) => (
    <GalleryBlock block={block} pictures={pictures} label={`${title}: photo gallery`} />
  ),
  tiles: (block, { pictures }) => <TilesBlock block={block} pictures={pictures} />,
  image: (block, { pictures }) => <ImageBlock block={block} pictures={pictures} />,
  downloads: (block) => <DownloadsBlock block={block} fileSizes={{}} />,
  pdfFrame: (block) => <PdfFrameBlock block={block} height={400} />,
  embed: onTheSite,
  portalButton: onTheSite,
  registrationLinks: onTheSite,
  disclosure: (_block, { files }) => <DisclosureTables files={files} />,
};

const renderBlock = <T extends BlockType>(block: BlockOf<T>, context: BlockContext): ReactNode =>
  RENDERERS[block.type as T](block, context);

/** A picture the editor holds (already saved, or just uploaded), in the shape the blocks take. */
function previewPicture(src: string, width: number): IGatsbyImageData {
  return { layout: "constrained", width, height: Math.round(width / 1.5), images: { fallback: { src } } };
}

/** A page's blocks drawn with the site's own components. `pictureUrl` finds a picture of
 * content/images by its file name. */
export function PreviewBlocks({
  blocks,
  files,
  title,
  pictureUrl,
}: Omit<BlockContext, "pictures"> & { blocks: readonly PageBlock[]; pictureUrl: (file: string) => string }) {
  const pictures: Pictures = new Map(
    blockPictures(blocks).map((file) => {
      const src = pictureUrl(file);
      return [file, { thumb: previewPicture(src, 480), full: previewPicture(src, 1600) }];
    }),
  );
  return (
    <>
      {blocks.map((block, i) => (
        <div className="block" key={`${block.type}-${i}`}>
          {renderBlock(block, { files, pictures, title })}
        </div>
      ))}
    </>
  );
}
