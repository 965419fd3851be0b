import { CALENDAR_FEED_URL } from "../../client/feeds";
import { subscribeLinks } from "../../lib/calendarLinks";
import "./cards.css";

const links = subscribeLinks(CALENDAR_FEED_URL);

/** Subscribe links to the school's calendar feed (every event and academic-calendar day), which a
 * calendar app keeps up to date by itself. On a phone the box keeps to one line, so that the list
 * below starts on the first screen: what it subscribes to is then said to screen readers alone. */
export function CalendarSubscribe() {
  return (
    <div className="calendar-subscribe">
      <p>
        <strong>Subscribe</strong>
        <span className="calendar-subscribe__what">
          {" "}
          to every school event and calendar day in your phone&apos;s calendar
        </span>
        : <a href={links.webcal}>Calendar app</a> or{" "}
        <a href={links.google} target="_blank" rel="noopener noreferrer">
          Google Calendar<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
