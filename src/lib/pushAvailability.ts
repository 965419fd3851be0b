/** Whether this browser can take the school's urgent notices, and if not, why, in one line. */

export type PushAvailability = "ready" | "home-screen" | "denied" | "unsupported";

export interface BrowserTraits {
  /** ServiceWorker, PushManager and Notification are all there. */
  hasPush: boolean;
  /** An iPhone or iPad: Safari there has push only for a site added to the home screen. */
  isAppleMobile: boolean;
  /** Opened from the home screen (display-mode: standalone, or navigator.standalone). */
  standalone: boolean;
  permission: NotificationPermission | "unknown";
}

export function pushAvailability({ hasPush, isAppleMobile, standalone, permission }: BrowserTraits): PushAvailability {
  if (isAppleMobile && !standalone) return "home-screen";
  if (!hasPush) return "unsupported";
  return permission === "denied" ? "denied" : "ready";
}

/** What the opt-in says where push cannot work. */
export const UNAVAILABLE_REASONS: Record<Exclude<PushAvailability, "ready">, string> = {
  "home-screen": "On an iPhone, first add this site to the home screen: Share, then Add to Home Screen.",
  denied: "Notices are blocked for this site: allow notifications in the browser's site settings, then reload.",
  unsupported: "This browser cannot receive notices from websites: Chrome or Firefox on Android can.",
};

/** iPadOS calls itself a Mac: one with a touch screen is an iPad. */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** This browser's availability, read at once (the opt-in under the notices needs it in its first
 * frame); only whether it already has a subscription needs waiting for (src/client/push.ts). */
export function browserPushAvailability(): PushAvailability {
  return pushAvailability({
    hasPush: "serviceWorker" in navigator && "PushManager" in window && "Notification" in window,
    isAppleMobile: isAppleMobile(navigator.userAgent, navigator.maxTouchPoints),
    standalone:
      window.matchMedia?.("(display-mode: standalone)").matches ||
      (navigator as Navigator & { standalone?: boolean }).standalone === true,
    permission: "Notification" in window ? Notification.permission : "unknown",
  });
}
