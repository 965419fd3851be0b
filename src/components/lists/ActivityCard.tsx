import type { ReactNode } from "react";
import { Link } from "gatsby";
import type { GalleryItem } from "@school/contract/entities/galleryRead";
import { photoSource } from "../../client/photos";
import { formatShortDate } from "@school/contract/dates";
import { Icon } from "../layout/Icon";
import { RemoteImage } from "../media/RemoteImage";
import "./lists.css";

export const GENERIC_PHOTO = "/images/gallery.svg";

interface ActivityCardProps {
  item: GalleryItem;
  detailPath: string;
  /** The card is on the first screen: its photo loads at once. */
  eager?: boolean;
}

export function ActivityCard({ item, detailPath, eager = false }: ActivityCardProps) {
  return (
    <article className="activity-card">
      <RemoteImage
        sources={item.attachments[0] ? [photoSource(item.attachments[0])] : []}
        fallback={GENERIC_PHOTO}
        alt=""
        width={400}
        height={300}
        className="activity-card__image"
        eager={eager}
      />
      <div className="activity-card__body">
        <h2 className="activity-card__title">{item.title}</h2>
        <p className="activity-card__date">{formatShortDate(item.date) ?? "Not Available"}</p>
        <p className="activity-card__count">No Of Photos: {item.attachments.length}</p>
        <Link to={`${detailPath}?id=${encodeURIComponent(item.id)}`} className="activity-card__arrow">
          <Icon name="arrow" size={22} />
          <span className="visually-hidden">Open {item.title}</span>
        </Link>
      </div>
    </article>
  );
}

/** The card shown when no item matches (SPEC §2): generic picture, sample texts, an arrow that
 * goes nowhere, and on Sports Corner the Director's message. */
export function PlaceholderActivityCard({ message }: { message?: ReactNode }) {
  return (
    <article className="activity-card activity-card--placeholder">
      <img src={GENERIC_PHOTO} alt="" width={400} height={300} className="activity-card__image" />
      <div className="activity-card__body">
        <h2 className="activity-card__title">Photo Title</h2>
        <p className="activity-card__date">DD.MM.YY</p>
        <p className="activity-card__count">No Of Photos(0)</p>
        {message}
        <span className="activity-card__arrow activity-card__arrow--inert" aria-hidden="true">
          <Icon name="arrow" size={22} />
        </span>
      </div>
    </article>
  );
}
