import { getSrc } from "gatsby-plugin-image";
import type { BlockOf } from "../../lib/data/pageBlocks";
import { Picture } from "../media/Picture";
import { PhotoGallery, type GalleryPhoto } from "../media/PhotoGallery";
import type { Pictures } from "./pictures";

export function GalleryBlock({
  block,
  pictures,
  label,
}: {
  block: BlockOf<"gallery">;
  pictures: Pictures;
  label: string;
}) {
  const photos: GalleryPhoto[] = block.images.flatMap(({ file, alt }) => {
    const picture = pictures.get(file);
    const src = picture && getSrc(picture.full);
    return picture && src
      ? [
          {
            alt,
            thumb: <Picture image={picture.thumb} alt="" />,
            full: { src, width: picture.full.width, height: picture.full.height },
          },
        ]
      : [];
  });
  return <PhotoGallery photos={photos} label={label} />;
}
