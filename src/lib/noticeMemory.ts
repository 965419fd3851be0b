/**
 * What a visitor's browser remembers of urgent notices: those dismissed, and the emergencies already
 * read out by screen readers. A notice is remembered by what it says, so one that is changed comes
 * back (and an emergency changed is announced again). Storage that fails (a private window, a full
 * quota) remembers nothing: every notice shows.
 */
type Notice = {
  id: string;
  title: string;
  message: string;
  level: string;
  startsAt: string;
  endsAt: string;
  link: string;
};
type Store = Pick<Storage, "getItem" | "setItem">;

export const DISMISSED_KEY = "school-notices-dismissed";
export const ANNOUNCED_KEY = "school-notices-announced";
/** Enough for every notice a school publishes in months; the oldest are forgotten first. */
const KEEP = 50;

/** A short fingerprint of a notice as it reads now (FNV-1a over its fields). */
export function noticeKey(notice: Notice): string {
  const text = [
    notice.id,
    notice.level,
    notice.title,
    notice.message,
    notice.startsAt,
    notice.endsAt,
    notice.link,
  ].join("\u0000");
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `${notice.id}:${(hash >>> 0).toString(36)}`;
}

function read(store: Store | null, key: string): string[] {
  try {
    const value: unknown = JSON.parse(store?.getItem(key) ?? "[]");
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : [];
  } catch {
    return [];
  }
}

function add(store: Store | null, key: string, entry: string): void {
  try {
    store?.setItem(key, JSON.stringify([...read(store, key).filter((e) => e !== entry), entry].slice(-KEEP)));
  } catch {
    // Not remembered: the notice shows again on the next page, which is the safe side.
  }
}

/** Emergencies cannot be dismissed; the others can, until they change. */
export const isDismissible = (notice: Notice): boolean => notice.level !== "emergency";

/** The notices to show: all but those dismissed as they read now. */
export function noticesToShow<N extends Notice>(notices: N[], store: Store | null): N[] {
  const dismissed = new Set(read(store, DISMISSED_KEY));
  return notices.filter((notice) => !isDismissible(notice) || !dismissed.has(noticeKey(notice)));
}

export const dismissNotice = (notice: Notice, store: Store | null): void =>
  add(store, DISMISSED_KEY, noticeKey(notice));

/** What the live region says for the emergencies not yet announced in this browser, once: "" when none. */
export function announcementOf(notices: Notice[], store: Store | null, levelWord: (level: string) => string): string {
  const announced = new Set(read(store, ANNOUNCED_KEY));
  const fresh = notices.filter((notice) => notice.level === "emergency" && !announced.has(noticeKey(notice)));
  for (const notice of fresh) add(store, ANNOUNCED_KEY, noticeKey(notice));
  return fresh.map((notice) => `${levelWord(notice.level)}: ${notice.title}. ${notice.message}`).join(" ");
}
