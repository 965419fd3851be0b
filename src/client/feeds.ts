/** The content service's feeds: news as RSS, the school's events and calendar as iCalendar (one
 * feed to subscribe to, and one file per event to add). */
import { API_PATHS, apiPath } from "@school/contract/apiPaths";
import { apiUrl, SCHOOL_CODE } from "./config";

export const NEWS_FEED_URL = apiUrl(apiPath(API_PATHS.newsFeed, { code: SCHOOL_CODE }));

export const CALENDAR_FEED_URL = apiUrl(apiPath(API_PATHS.calendarFeed, { code: SCHOOL_CODE }));

/** One event (or academic-calendar day) as a file a phone's calendar adds. */
export const eventCalendarFileUrl = (id: string): string =>
  apiUrl(apiPath(API_PATHS.calendarEntry, { code: SCHOOL_CODE, file: `${id}.ics` }));
