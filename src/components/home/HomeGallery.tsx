import { fetchPhotoGalleries } from "../../client/content";
import { itemsOr, useRemoteList } from "../../hooks/useRemoteList";
import { SAMPLE_GALLERY } from "../../lib/placeholders";
import { Carousel } from "../carousel/Carousel";
import { GalleryCard } from "./GalleryCard";
import { HomeSection } from "./HomeSection";

export function HomeGallery() {
  const state = useRemoteList(fetchPhotoGalleries, "the photo gallery");
  const { items, live } = itemsOr(state, SAMPLE_GALLERY);
  return (
    <HomeSection
      id="gallery"
      title="Activities and celebrations"
      more={{ to: "/gallery", label: "Open the gallery" }}
      busy={state.status === "loading"}
    >
      <Carousel
        name="gallery"
        label="Activities and celebrations"
        items={items.map((g) => ({ key: g.id, node: <GalleryCard item={g} linked={live} /> }))}
      />
    </HomeSection>
  );
}
