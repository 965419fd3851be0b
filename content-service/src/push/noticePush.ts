/** What a phone is sent for an urgent notice, worked out from the notice as the desk stored it. */
import { createHash } from "crypto";
import { ALERT_LEVEL_WORDS, ALERT_LEVELS, type AlertLevel } from "@school/contract/alerts";
import { indiaMoment } from "@school/contract/indiaToday";

/** What the site's service worker reads to show the notification (static/push-worker.js). */
export interface PushPayload {
  /** The level's word and the title, as the site's banner reads them: "School closed: …". */
  title: string;
  body: string;
  level: AlertLevel;
  /** The notice's page of the site (its link), or the home page. */
  url: string;
  /** One notification per notice: a corrected one replaces the first on the phone too. */
  tag: string;
}

export interface NoticePush {
  /** Changes only with the title, message or level: a notice is sent again only then. */
  digest: string;
  payload: PushPayload;
  /** When the notice ends (ms): a push is worth delivering until then, and no later. */
  endsAt: number;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The push for `notice` (an alert's stored body), or null for one that is not a closure or
 * emergency (or information, which only those who chose it get) with a title and an end. */
export function noticePush(notice: Record<string, unknown>): NoticePush | null {
  const [id, title, message, level] = [text(notice._id), text(notice.title), text(notice.message), text(notice.level)];
  const endsAt = indiaMoment(text(notice.endsAt)).getTime();
  if (!id || !title || !ALERT_LEVELS.includes(level as AlertLevel) || Number.isNaN(endsAt)) return null;
  const digest = createHash("sha256")
    .update(JSON.stringify([title, message, level]))
    .digest("base64url")
    .slice(0, 22);
  return {
    digest,
    endsAt,
    payload: {
      title: `${ALERT_LEVEL_WORDS[level as AlertLevel]}: ${title}`,
      body: message,
      level: level as AlertLevel,
      url: text(notice.link) || "/",
      tag: `notice-${id}`,
    },
  };
}

/** The Topic header of a notice's pushes (RFC 8030: at most 32 characters of base64url), so that a
 * push service replaces an undelivered push of the notice with its correction. */
export const noticeTopic = (alertId: string): string =>
  createHash("sha256").update(alertId).digest("base64url").slice(0, 32);
