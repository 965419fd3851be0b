/** Links that subscribe a calendar app to the school's iCalendar feed. */
export interface SubscribeLinks {
  /** webcal: opens the phone's or computer's own calendar app (Apple Calendar, Outlook). */
  webcal: string;
  /** Adds the feed to Google Calendar, which fetches it from the public address itself. */
  google: string;
}

export function subscribeLinks(feedUrl: string): SubscribeLinks {
  const webcal = feedUrl.replace(/^https?:\/\//i, "webcal://");
  return { webcal, google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}` };
}
