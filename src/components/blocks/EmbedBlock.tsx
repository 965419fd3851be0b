import { useSiteData } from "../../hooks/useSiteData";
import type { ExternalLinkKey } from "../../client/types";
import { ClickToLoadEmbed } from "../media/ClickToLoadEmbed";
import type { PageBlockData } from "./blockTypes";

export function EmbedBlock({ block }: { block: PageBlockData }) {
  const { site } = useSiteData();
  const link = site.links[block.link as ExternalLinkKey];
  if (!link) return null;
  return <ClickToLoadEmbed title={link.title} src={link.url} buttonLabel={`Play: ${link.title}`} />;
}
