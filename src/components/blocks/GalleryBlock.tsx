import { GatsbyImage, getSrc, getImage } from "gatsby-plugin-image";
import { PhotoGallery, type GalleryPhoto } from "../media/PhotoGallery";
import type { PageBlockData } from "./blockTypes";

export function GalleryBlock({ block, label }: { block: PageBlockData; label: string }) {
  const photos: GalleryPhoto[] = (block.images ?? []).flatMap(({ file, alt }) => {
    const sharp = file?.childImageSharp;
    const thumb = sharp && getImage(sharp.thumb);
    const full = sharp?.full;
    const src = full && getSrc(full);
    return thumb && full && src
      ? [{ alt, thumb: <GatsbyImage image={thumb} alt="" />, full: { src, width: full.width, height: full.height } }]
      : [];
  });
  return <PhotoGallery photos={photos} label={label} />;
}
