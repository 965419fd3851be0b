import type { IGatsbyImageData } from "gatsby-plugin-image";

/** A picture of content/images as a page's blocks show it: a thumbnail and the full size. */
export interface BlockPicture {
  thumb: IGatsbyImageData;
  full: IGatsbyImageData;
}

/** The pictures a page's query returned, by file name (src/templates/ContentPage.tsx). */
export type Pictures = ReadonlyMap<string, BlockPicture>;
