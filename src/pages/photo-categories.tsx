import { Link } from "gatsby";
import { ITEM_BY_ID, fetchGalleryItem } from "../client/content";
import { photoSource, viewerPhoto } from "../client/photos";
import { ServiceSlot } from "../components/lists/ServiceSlot";
import { LoadingState } from "../components/lists/LoadingState";
import { Icon } from "../components/layout/Icon";
import { PageFrame } from "../components/layout/PageFrame";
import { ShareItem } from "../components/share/ShareItem";
import { PageHead, type PageMeta } from "../components/layout/PageHead";
import { PhotoGallery } from "../components/media/PhotoGallery";
import { RemoteImage } from "../components/media/RemoteImage";
import { albumPhotoAlt } from "../lib/albumPhotoAlt";
import { useQueryParams } from "../hooks/useQueryParams";
import { useRemoteItem } from "../hooks/useRemoteItem";
import "../components/lists/lists.css";

/** Shown in place of a photo that cannot be loaded. */
const GENERIC_PHOTO = "/images/gallery.svg";

const page: PageMeta = {
  path: "/photo-categories",
  title: "Photo Gallery",
  description: "Photos from one of the school's galleries.",
  preloadItem: ITEM_BY_ID.galleryItem,
};

export default function PhotoCategoryPage() {
  const [params] = useQueryParams();
  const state = useRemoteItem(params?.get("id") ?? null, fetchGalleryItem, "gallery");
  const item = state.status === "done" ? state.item : null;
  return (
    <PageFrame {...page} itemTitle searchable={false} title={item?.title ?? page.title}>
      <p>
        <Link to="/gallery" className="back-link">
          <Icon name="back" />
          Back to the gallery
        </Link>
      </p>
      <ServiceSlot>
        {state.status === "loading" ? (
          <LoadingState />
        ) : item && item.attachments.length ? (
          <>
            {item.description ? <p>{item.description}</p> : null}
            <PhotoGallery
              className="thumb-grid"
              label={`Photos: ${item.title}`}
              photos={item.attachments.map((ref, i) => {
                const alt = albumPhotoAlt(item.title, item.captions[i], i, item.attachments.length);
                return {
                  alt,
                  thumb: (
                    <RemoteImage
                      sources={[photoSource(ref)]}
                      box="thumb"
                      fallback={GENERIC_PHOTO}
                      alt={alt}
                      width={400}
                      height={300}
                    />
                  ),
                  full: viewerPhoto(ref),
                };
              })}
            />
            <ShareItem kind="album" id={item.id} title={item.title} />
          </>
        ) : (
          <p className="empty-state">This gallery has no photos to show.</p>
        )}
      </ServiceSlot>
    </PageFrame>
  );
}

export const Head = () => <PageHead {...page} />;
