/** The content service's feeds: news as RSS, the school's events and calendar as iCalendar (one
 * feed to subscribe to, and one file per event to add). */
import { apiUrl, SCHOOL_CODE } from "./config";

const code = encodeURIComponent(SCHOOL_CODE);

export const NEWS_FEED_URL = apiUrl(`/api/news/${code}.rss`);

export const CALENDAR_FEED_URL = apiUrl(`/api/calendar/${code}.ics`);

/** One event (or academic-calendar day) as a file a phone's calendar adds. */
export const eventCalendarFileUrl = (id: string): string =>
  apiUrl(`/api/calendar/${code}/${encodeURIComponent(id)}.ics`);
