/**
 * How each kind of content looks at the desk, by its name: the words staff read for its fields, in
 * school-office language, and which input each field gets. Each kind's lives in its folder,
 * resources/<kind>/, typed against its fields (screens.ts); what a valid value is comes from the shared
 * schema (@school/contract/desk/kinds), never from here.
 */
import { DESK_KINDS, type KindName } from "@school/contract/desk/kinds";
import { alertsScreen } from "./resources/alerts/alertsScreen";
import { birthdaysScreen } from "./resources/birthdays/birthdaysScreen";
import { blogScreen } from "./resources/blog/blogScreen";
import { calendarScreen } from "./resources/calendar/calendarScreen";
import { certificatesScreen } from "./resources/certificates/certificatesScreen";
import { eventsScreen } from "./resources/events/eventsScreen";
import { galleryScreen } from "./resources/gallery/galleryScreen";
import { highlightsScreen } from "./resources/highlights/highlightsScreen";
import { newsScreen } from "./resources/news/newsScreen";
import { registrationsScreen } from "./resources/registrations/registrationsScreen";
import { submissionsScreen } from "./resources/submissions/submissionsScreen";
import { toppersScreen } from "./resources/toppers/toppersScreen";
import type { AnyKindScreen, KindScreen } from "./screens";

export const KIND_SCREENS: { [K in KindName]: KindScreen<K> } = {
  highlights: highlightsScreen,
  news: newsScreen,
  events: eventsScreen,
  birthdays: birthdaysScreen,
  gallery: galleryScreen,
  toppers: toppersScreen,
  blog: blogScreen,
  calendar: calendarScreen,
  registrations: registrationsScreen,
  alerts: alertsScreen,
  certificates: certificatesScreen,
  submissions: submissionsScreen,
};

/** Whether a name (of a resource, or a kind the audit log recorded) is one of DESK_KINDS. */
export const isKindName = (name: unknown): name is KindName => DESK_KINDS.some((kind) => kind.name === name);

/** A kind's screens, whichever they are, as the rest of the desk (menu, home screen, audit log) reads them. */
export const screenOf = (name: KindName): AnyKindScreen => KIND_SCREENS[name];

/** The label a screen of a kind gives a field, or its name for what else the records hold; undefined when the
 * desk has none. */
export const labelOf = (name: KindName, field: string): string | undefined =>
  screenOf(name).fields.find((candidate) => candidate.source === field)?.label ?? screenOf(name).otherLabels?.[field];
