import { useSiteData } from "../../hooks/useSiteData";
import { ClickToLoadEmbed } from "../media/ClickToLoadEmbed";
import { HomeSection } from "./HomeSection";

/** The school video and social page, loaded only when asked for: no third-party request on arrival. */
export function MediaEmbeds() {
  const { site } = useSiteData();
  const { video, socialPage } = site.links;
  return (
    <HomeSection id="media" title="Watch and follow" tint>
      <div className="media-embeds">
        <ClickToLoadEmbed title={video.title} src={video.url} buttonLabel="Play the video" />
        <ClickToLoadEmbed
          title={socialPage.title}
          src={socialPage.url}
          buttonLabel="Show the page"
          aspectRatio="4 / 5"
        />
      </div>
    </HomeSection>
  );
}
