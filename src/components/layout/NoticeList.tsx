import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { ALERT_LEVEL_WORDS, type AlertLevel } from "@school/contract/alerts";
import { readList } from "@school/contract/entities/entityReader";
import { alertRead, type Alert } from "@school/contract/entities/alertRead";
import { announcementOf, dismissNotice, isDismissible, noticesToShow } from "../../lib/noticeMemory";
import { revealAbove } from "./revealAbove";
import { UrgentNotice } from "./UrgentNotice";
import "./UrgentNotices.css";

const readAlerts = readList(alertRead);

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
 * The notices of the service's answer: a region with a heading, each notice with its level as a word
 * and a colour, its title, and its message and link behind "Read more" (UrgentNotice). An emergency
 * is read out once by screen readers (`announce`, a polite live region: the focus stays where it
 * is); the other levels can be dismissed until they change.
 */
export default function NoticeList({ answer, announce }: { answer: unknown[]; announce: (text: string) => void }) {
  const [notices, setNotices] = useState<Alert[]>([]);
  const region = useRef<HTMLElement>(null);
  const revealed = useRef(false);
  useEffect(() => {
    const store = localStore();
    const shown = noticesToShow(readAlerts(answer), store);
    setNotices(shown);
    const text = announcementOf(shown, store, levelWord);
    if (text) announce(text);
  }, [answer, announce]);

  // The notices arrive after the page is drawn: the page makes room for them without a jump.
  useLayoutEffect(() => {
    if (revealed.current || !region.current) return;
    revealed.current = true;
    const view = region.current.ownerDocument.defaultView;
    revealAbove(region.current, view?.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false);
  }, [notices]);

  const dismiss = (notice: Alert) => {
    dismissNotice(notice, localStore());
    setNotices((shown) => shown.filter((other) => other !== notice));
  };

  if (!notices.length) return null;
  return (
    <section ref={region} className="urgent-notices" aria-labelledby="urgent-notices-title">
      <h2 id="urgent-notices-title" className="visually-hidden">
        Urgent notices from the school
      </h2>
      <ul className="urgent-notices__list">
        {notices.map((notice) => (
          <UrgentNotice
            key={notice.id}
            notice={notice}
            word={levelWord(notice.level)}
            onDismiss={isDismissible(notice) ? () => dismiss(notice) : undefined}
          />
        ))}
      </ul>
    </section>
  );
}
