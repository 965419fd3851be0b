/** An urgent notice shown above every page's header while it is in force (alerts.ts). */
import * as z from "zod/mini";
import { ALERT_LEVELS, INDIA_DATE_TIME, SITE_PATH } from "../alerts";
import { isRealDate } from "../forms/dateRules";
import { SEVERAL_LINES } from "../text";
import { choice, optionalText, requiredText, whenBothText, whenMissing } from "./writeFields";

/** India's date and time, "YYYY-MM-DDTHH:MM". */
function indiaDateTime(label: string) {
  const missing = `Enter the ${label.toLowerCase()} date and time.`;
  return z.string(whenMissing(missing)).check(
    z.minLength(1, missing),
    z.refine(
      (value) => !value || INDIA_DATE_TIME.test(value),
      `${label} must be a date and time (YYYY-MM-DDTHH:MM, India time).`,
    ),
    z.refine(
      (value) => !INDIA_DATE_TIME.test(value) || isRealDate(value.slice(0, 10)),
      `${label} must be a real date.`,
    ),
  );
}

export const alertWrite = z
  .object({
    title: requiredText("Title", 120),
    message: requiredText("Message", 300, SEVERAL_LINES),
    level: choice(ALERT_LEVELS, "Choose emergency, closure or information."),
    startsAt: indiaDateTime("Start"),
    endsAt: indiaDateTime("End"),
    link: z.pipe(
      optionalText("Link", 300),
      z
        .string()
        .check(
          z.refine(
            (value) => !value || SITE_PATH.test(value),
            "Link must be a page of this site, starting with / (for example /news).",
          ),
        ),
    ),
  })
  .check(
    z.refine((notice) => !notice.startsAt || !notice.endsAt || notice.endsAt > notice.startsAt, {
      message: "The end must be after the start.",
      path: ["endsAt"],
      when: whenBothText("startsAt", "endsAt"),
    }),
  );
