import type { BlockOf } from "../../lib/data/pageBlocks";
import { Picture } from "../media/Picture";
import type { Pictures } from "./pictures";

export function TilesBlock({ block, pictures }: { block: BlockOf<"tiles">; pictures: Pictures }) {
  return (
    <ul className="tiles">
      {block.items.map((tile) => {
        const picture = tile.file ? pictures.get(tile.file) : undefined;
        return (
          <li key={tile.title} className="tile">
            {picture ? <Picture image={picture.thumb} alt={tile.alt ?? ""} className="tile__image" /> : null}
            <div className="tile__body">
              <h3>{tile.title}</h3>
              {tile.text ? <p>{tile.text}</p> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
