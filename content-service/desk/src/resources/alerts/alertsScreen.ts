/** Urgent notices: shown above the header of every page of the site while they are in force. */
import { ALERT_LEVELS, inForce, indiaNow } from "@school/contract/alerts";
import { indiaTimeText } from "@school/contract/indiaTime";
import { newNoticeTimes } from "../../lib/noticeTimes";
import { choices, formScreen, title } from "../../screens";
import { NoticePushes } from "./NoticePushes";
import { PhonesByLevel } from "./PhonesByLevel";

const INDIA_TIME = "Date and time in India.";

export const alertsScreen = formScreen("alerts", {
  titleField: "title",
  fields: [
    {
      source: "level",
      label: "Level",
      type: "choice",
      choices: choices(ALERT_LEVELS, {
        emergency: "Emergency: read out to screen-reader users, and cannot be dismissed",
        closure: "School closed: a closure or a changed timing; visitors may dismiss it",
        information: "Information: visitors may dismiss it",
      }),
    },
    title,
    {
      source: "message",
      label: "Message",
      type: "longText",
      help: "Plain words, up to 300 characters: what happens, when, and what parents should do.",
    },
    { source: "startsAt", label: "Shown from", type: "dateTime", help: INDIA_TIME },
    {
      source: "endsAt",
      label: "Shown until",
      type: "dateTime",
      help: `${INDIA_TIME} The notice disappears by itself then.`,
    },
    {
      source: "link",
      label: "Link (optional)",
      type: "text",
      help: "A page of the site for more, starting with /, such as /news or /school-calendar.",
    },
  ],
  startsWith: newNoticeTimes,
  listNote: PhonesByLevel,
  editNote: NoticePushes,
  columns: ["title", "level", "startsAt", "endsAt"],
  filters: ["level"],
  whereShown: (item) => {
    const now = indiaNow();
    const notice = { startsAt: String(item.startsAt ?? ""), endsAt: String(item.endsAt ?? "") };
    if (inForce(notice, now)) return "Above the header of every page, now";
    return notice.startsAt > now ? `Not yet: from ${indiaTimeText(notice.startsAt)}` : "Ended: no longer shown";
  },
  attention: () => ({
    label: "Ended notices",
    hint: "Their time has passed and visitors no longer see them. Delete those the school need not keep.",
    filter: { endsAt_lt: indiaNow() },
  }),
});
