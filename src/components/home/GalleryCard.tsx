import { Link } from "gatsby";
import type { GalleryItem } from "@school/contract/entities/galleryRead";
import { photoSource } from "../../client/photos";
import { RemoteImage } from "../media/RemoteImage";
import "../lists/cards.css";

const GALLERY_IMAGE = "/images/gallery.svg";

export function GalleryCard({ item, linked }: { item: GalleryItem; linked: boolean }) {
  const body = (
    <>
      <RemoteImage
        sources={item.attachments[0] ? [photoSource(item.attachments[0])] : []}
        fallback={GALLERY_IMAGE}
        alt=""
        width={400}
        height={300}
        className="photo-card__image"
      />
      <span className="photo-card__title">{item.title}</span>
    </>
  );
  return linked ? (
    <Link to={`/photo-categories?id=${encodeURIComponent(item.id)}`} className="photo-card">
      {body}
    </Link>
  ) : (
    <div className="photo-card">{body}</div>
  );
}
