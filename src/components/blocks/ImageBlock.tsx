import { GatsbyImage } from "gatsby-plugin-image";
import type { PageBlockData } from "./blockTypes";

export function ImageBlock({ block }: { block: PageBlockData }) {
  const image = block.image?.childImageSharp?.full;
  if (!image) return null;
  return (
    <figure className="figure">
      <GatsbyImage image={image} alt={block.alt ?? ""} />
      {block.title ? <figcaption>{block.title}</figcaption> : null}
    </figure>
  );
}
