import type { BlockOf } from "../../lib/data/pageBlocks";
import { Picture } from "../media/Picture";
import type { Pictures } from "./pictures";

export function ImageBlock({ block, pictures }: { block: BlockOf<"image">; pictures: Pictures }) {
  const picture = pictures.get(block.file);
  if (!picture) return null;
  return (
    <figure className="figure">
      <Picture image={picture.full} alt={block.alt} />
      {block.title ? <figcaption>{block.title}</figcaption> : null}
    </figure>
  );
}
