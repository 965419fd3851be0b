/** What the push worker (src/push/pushWorker.ts) makes of a push from the content service: the
 * notification a phone shows, and the page a tap on it opens. The service's payload is JSON
 * {title, body, level, url, tag} (content-service/src/push/noticePush.ts). */

export interface ShownNotification {
  title: string;
  options: {
    body: string;
    icon: string;
    badge: string;
    /** One notification per notice: a corrected notice replaces the first. */
    tag: string;
    /** An emergency stays on the screen until the parent acts on it. */
    requireInteraction: boolean;
    data: { url: string };
  };
}

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** The page a tap opens: the payload's link when it is on the site's own origin (a notice's link
 * may be a path such as /news), else the home page, so that a push can never open another site. */
export function clickTarget(url: unknown, origin: string): string {
  const home = `${origin}/`;
  const link = text(url);
  if (!link || !URL.canParse(link, home)) return home;
  const target = new URL(link, home);
  return target.origin === origin ? target.href : home;
}

/** The notification for a push's data (already decrypted by the browser), or a plain one when the
 * data cannot be read: a push must show something (userVisibleOnly). */
export function notificationOf(data: unknown, origin: string, icon: string): ShownNotification {
  const payload = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
  const title = text(payload.title);
  return {
    title: title || "Urgent notice from the school",
    options: {
      body: text(payload.body) || (title ? "" : "Open the school's website to read it."),
      icon,
      badge: icon,
      tag: text(payload.tag) || "notice",
      requireInteraction: payload.level === "emergency",
      data: { url: clickTarget(payload.url, origin) },
    },
  };
}
