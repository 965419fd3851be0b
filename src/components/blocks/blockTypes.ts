import type { IGatsbyImageData } from "gatsby-plugin-image";

/** A processed picture as the page query returns it. */
export interface QueriedImage {
  childImageSharp: {
    thumb: IGatsbyImageData;
    full: IGatsbyImageData;
  } | null;
}

/** One entry of a Markdown page's `blocks` frontmatter, as the page query returns it. */
export interface PageBlockData {
  type: string;
  group: string | null;
  file: string | null;
  image: QueriedImage | null;
  alt: string | null;
  title: string | null;
  link: string | null;
  images: { file: QueriedImage | null; alt: string }[] | null;
  items: { title: string; text: string | null; file: QueriedImage | null; alt: string | null }[] | null;
  files: { title: string; file: string }[] | null;
}
