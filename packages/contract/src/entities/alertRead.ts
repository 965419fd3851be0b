/** How the site reads an urgent notice (alert.ts) from the service's answer. */
import { plainText } from "../coerce";
import { ALERT_LEVELS, INDIA_DATE_TIME, SITE_PATH, type AlertLevel } from "../alerts";
import type { alertWrite } from "./alert";
import { entityReader, type Entity } from "./entityReader";

const dateTime = (value: unknown) => (typeof value === "string" && INDIA_DATE_TIME.test(value) ? value : "");

export const alertRead = entityReader<typeof alertWrite>()({
  fields: {
    title: plainText,
    message: plainText,
    level: (value): AlertLevel => (ALERT_LEVELS.includes(value as AlertLevel) ? (value as AlertLevel) : "information"),
    startsAt: dateTime,
    endsAt: dateTime,
    link: (value) => (typeof value === "string" && SITE_PATH.test(value) ? value : ""),
  },
  entity: (notice) => (notice.title ? notice : null),
});

export type Alert = Entity<typeof alertRead>;
