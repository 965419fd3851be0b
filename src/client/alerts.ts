/** The school's urgent notices in force (GET /api/alerts/{code}), read as the contract's alertRead
 * reads them (__tests__/client/readersAgree.test.ts) without loading zod. */
import { ALERT_LEVELS, INDIA_DATE_TIME, SITE_PATH, type AlertLevel } from "@school/contract/alerts";
import { idOf, isRecord, listOf, plainText } from "@school/contract/coerce";

export interface Alert {
  id: string;
  title: string;
  message: string;
  level: AlertLevel;
  startsAt: string;
  endsAt: string;
  link: string;
}

const dateTime = (value: unknown) => (typeof value === "string" && INDIA_DATE_TIME.test(value) ? value : "");

export function readAlerts(payload: unknown): Alert[] {
  return listOf(payload).flatMap((row, index) => {
    if (!isRecord(row)) return [];
    const title = plainText(row.title);
    if (!title) return [];
    return [
      {
        id: idOf(row, index),
        title,
        message: plainText(row.message),
        level: ALERT_LEVELS.includes(row.level as AlertLevel) ? (row.level as AlertLevel) : "information",
        startsAt: dateTime(row.startsAt),
        endsAt: dateTime(row.endsAt),
        link: typeof row.link === "string" && SITE_PATH.test(row.link) ? row.link : "",
      },
    ];
  });
}
