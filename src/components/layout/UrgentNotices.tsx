import { useEffect, useState } from "react";
import { ALERT_LEVEL_WORDS, type AlertLevel } from "@school/contract/alerts";
import { fetchAlerts, type Alert } from "../../client/alerts";
import { announcementOf, dismissNotice, isDismissible, noticesToShow } from "../../lib/noticeMemory";
import "./UrgentNotices.css";

const levelWord = (level: string) => ALERT_LEVEL_WORDS[level as AlertLevel] ?? ALERT_LEVEL_WORDS.information;

/** The browser's local storage, or null where it cannot be used (a private window). */
function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The school's urgent notices in force, above the header of every page: asked for once the page is
 * up, so that a page built long before shows a notice published a minute ago, and nothing waits for
 * them. A visitor with no notice gets nothing but an empty live region, so nothing moves. An
 * emergency is read out once by screen readers (politely: focus stays where it is); the other
 * levels can be dismissed until they change.
 */
export function UrgentNotices({ load = fetchAlerts }: { load?: () => Promise<Alert[]> }) {
  const [notices, setNotices] = useState<Alert[]>([]);
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    let current = true;
    void load().then((found) => {
      // No notice (the usual case): nothing to render again.
      if (!current || !found.length) return;
      const store = localStore();
      const shown = noticesToShow(found, store);
      setNotices(shown);
      setAnnouncement(announcementOf(shown, store, levelWord));
    });
    return () => {
      current = false;
    };
  }, [load]);

  const dismiss = (notice: Alert) => {
    dismissNotice(notice, localStore());
    setNotices((shown) => shown.filter((other) => other !== notice));
  };

  return (
    <>
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
      {notices.length > 0 && (
        <section className="urgent-notices" aria-labelledby="urgent-notices-title">
          <h2 id="urgent-notices-title" className="visually-hidden">
            Urgent notices from the school
          </h2>
          <ul className="urgent-notices__list">
            {notices.map((notice) => (
              <li key={notice.id} className={`urgent-notice urgent-notice--${notice.level}`}>
                <div className="container urgent-notice__body">
                  <p className="urgent-notice__text">
                    <strong className="urgent-notice__level">{levelWord(notice.level)}:</strong>{" "}
                    <strong>{notice.title}</strong> {notice.message}{" "}
                    {notice.link && (
                      <a className="urgent-notice__link" href={notice.link}>
                        Read more<span className="visually-hidden"> about {notice.title}</span>
                      </a>
                    )}
                  </p>
                  {isDismissible(notice) && (
                    <button
                      type="button"
                      className="urgent-notice__dismiss"
                      aria-label={`Dismiss the notice: ${notice.title}`}
                      onClick={() => dismiss(notice)}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
