import { useSiteData } from "../../hooks/useSiteData";
import type { BlockOf } from "../../lib/data/pageBlocks";
import { ClickToLoadEmbed } from "../media/ClickToLoadEmbed";

export function EmbedBlock({ block }: { block: BlockOf<"embed"> }) {
  const { site } = useSiteData();
  const link = site.links[block.link];
  // The disclosure's PDF is the one link site.yaml may leave out; it is no embed anyway.
  if (!link) return null;
  return <ClickToLoadEmbed title={link.title} src={link.url} buttonLabel={`Play: ${link.title}`} />;
}
