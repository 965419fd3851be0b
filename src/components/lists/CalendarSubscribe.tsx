import { CALENDAR_FEED_URL } from "../../client/feeds";
import { subscribeLinks } from "../../lib/calendarLinks";
import "./cards.css";

const links = subscribeLinks(CALENDAR_FEED_URL);

/** Subscribe links to the school's calendar feed (every event and academic-calendar day), which a
 * calendar app keeps up to date by itself. */
export function CalendarSubscribe() {
  return (
    <div className="calendar-subscribe">
      <p>
        <strong>Subscribe</strong> to every school event and calendar day in your phone&apos;s calendar:{" "}
        <a href={links.webcal}>Calendar app</a> or{" "}
        <a href={links.google} target="_blank" rel="noopener noreferrer">
          Google Calendar<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
