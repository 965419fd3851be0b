import type { SchoolEvent } from "@school/contract/entities/eventRead";
import { eventCalendarFileUrl } from "../../client/feeds";
import { photoSource } from "../../client/photos";
import { formatShortDate } from "@school/contract/dates";
import { EVENT_DEFAULTS } from "../../lib/placeholders";
import { RemoteImage } from "../media/RemoteImage";
import "../lists/cards.css";

const EVENT_IMAGE = "/images/event.svg";

export function EventCard({ event, heading: Heading = "h3" }: { event: SchoolEvent; heading?: "h2" | "h3" }) {
  const cover = event.images[0] ?? event.attachments[0];
  return (
    <article className="event-card">
      <RemoteImage
        sources={cover ? [photoSource(cover)] : []}
        fallback={EVENT_IMAGE}
        alt=""
        width={400}
        height={300}
        className="event-card__image"
      />
      <div className="event-card__body">
        <p className="event-card__when">
          <span>{formatShortDate(event.date) ?? EVENT_DEFAULTS.date}</span>
          <span>{event.time ?? EVENT_DEFAULTS.time}</span>
        </p>
        <Heading className="event-card__title">{event.title ?? EVENT_DEFAULTS.title}</Heading>
        {event.venue ? <p className="event-card__venue">{event.venue}</p> : null}
        <p className="event-card__text">{event.description ?? EVENT_DEFAULTS.description}</p>
        {/* The service's calendar file exists for a dated event it knows by its id, not for a sample. */}
        {event.serviceId && event.date ? (
          <a
            className="event-card__add"
            href={eventCalendarFileUrl(event.serviceId)}
            download
            aria-label={`Add to calendar: ${event.title ?? EVENT_DEFAULTS.title}`}
          >
            Add to calendar
          </a>
        ) : null}
      </div>
    </article>
  );
}
