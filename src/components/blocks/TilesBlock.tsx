import { GatsbyImage } from "gatsby-plugin-image";
import type { PageBlockData } from "./blockTypes";

export function TilesBlock({ block }: { block: PageBlockData }) {
  return (
    <ul className="tiles">
      {(block.items ?? []).map((tile) => (
        <li key={tile.title} className="tile">
          {tile.file?.childImageSharp ? (
            <GatsbyImage image={tile.file.childImageSharp.thumb} alt={tile.alt ?? ""} className="tile__image" />
          ) : null}
          <div className="tile__body">
            <h3>{tile.title}</h3>
            {tile.text ? <p>{tile.text}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
