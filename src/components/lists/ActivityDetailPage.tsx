import { Link } from "gatsby";
import { ITEM_BY_ID, fetchGalleryItem } from "../../client/content";
import { photoSource, viewerPhoto } from "../../client/photos";
import { useQueryParams } from "../../hooks/useQueryParams";
import { useRemoteItem } from "../../hooks/useRemoteItem";
import { formatShortDate } from "@school/contract/dates";
import { Icon } from "../layout/Icon";
import { PageFrame } from "../layout/PageFrame";
import { PageHead } from "../layout/PageHead";
import { ServiceSlot } from "./ServiceSlot";
import { LoadingState } from "./LoadingState";
import { PhotoGallery } from "../media/PhotoGallery";
import { RemoteImage } from "../media/RemoteImage";
import { ShareItem } from "../share/ShareItem";
import { GENERIC_PHOTO } from "./ActivityCard";
import "./lists.css";

interface ActivityDetailPageProps {
  path: string;
  title: string;
  listPath: string;
  listTitle: string;
}

/** One activity's photos (SPEC §2): dates, photo count, back arrow, text and a thumbnail grid that
 * opens a magnifying viewer. No id: stays on Loading...; a failed fetch: an empty item. */
export function ActivityDetailPage({ path, title, listPath, listTitle }: ActivityDetailPageProps) {
  const [params] = useQueryParams();
  const state = useRemoteItem(params?.get("id") ?? null, fetchGalleryItem, "activity");
  if (state.status === "loading") {
    return (
      <PageFrame path={path} title={title} searchable={false}>
        <ServiceSlot>
          <LoadingState />
        </ServiceSlot>
      </PageFrame>
    );
  }
  const item = state.item;
  const date = formatShortDate(item?.date) ?? "Not Available";
  const photos = item?.attachments ?? [];
  return (
    <PageFrame path={path} title={title} searchable={false}>
      <ServiceSlot>
        <div className="detail-head">
          <dl className="detail-facts">
            <div>
              <dt>Event Date</dt>
              <dd>{date}</dd>
            </div>
            <div>
              <dt>Last Date</dt>
              <dd>{date}</dd>
            </div>
            <div>
              <dt>Total Photos</dt>
              <dd>{photos.length}</dd>
            </div>
          </dl>
          <Link to={listPath} className="back-link">
            <Icon name="back" />
            Back to {listTitle}
          </Link>
        </div>
        {item ? (
          <>
            <h2 className="detail-title">{item.title}</h2>
            {item.description ? <p>{item.description}</p> : null}
            <PhotoGallery
              className="thumb-grid"
              label={`Photos: ${item.title}`}
              zoom
              photos={photos.map((ref, i) => ({
                alt: `Image ${i + 1}`,
                // SPEC §2 names each photo "Image n"; the button's own label is what a screen reader reads.
                thumb: (
                  <RemoteImage
                    sources={[photoSource(ref)]}
                    box="thumb"
                    fallback={GENERIC_PHOTO}
                    alt={`Image ${i + 1}`}
                    width={400}
                    height={300}
                  />
                ),
                full: viewerPhoto(ref),
              }))}
            />
            <ShareItem kind="album" id={item.id} title={item.title} />
          </>
        ) : null}
      </ServiceSlot>
    </PageFrame>
  );
}

export function ActivityDetailHead({ path, title, listTitle }: ActivityDetailPageProps) {
  return (
    <PageHead
      path={path}
      title={title}
      description={`Photos from the school's ${listTitle.toLowerCase()}.`}
      preloadItem={ITEM_BY_ID.galleryItem}
    />
  );
}
