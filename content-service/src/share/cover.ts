import sharp from "sharp";
import { SHARE_COVER } from "@school/contract/share";

/** A photo cut to the shape a link preview shows (1200 × 630), keeping its most eventful part, as
 * a JPEG without the photo's metadata (no camera, place or time leaves with it). */
export function shareCover(photo: Buffer): Promise<Buffer> {
  return sharp(photo, { failOn: "error" })
    .rotate()
    .resize(SHARE_COVER.width, SHARE_COVER.height, { fit: "cover", position: sharp.strategy.attention })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
