import { lazy, Suspense, useId, useState } from "react";
import type { Alert } from "@school/contract/entities/alertRead";
import { Icon } from "./Icon";

// The offer of the next notices on the parent's phone (issue 43), with the message a parent opened:
// the closed notice keeps to its level and title.
const NoticesOptIn = lazy(() => import("../push/NoticesOptIn"));

interface UrgentNoticeProps {
  notice: Alert;
  /** The level as a word, such as "School closed". */
  word: string;
  /** Absent for a notice that cannot be dismissed (an emergency). */
  onDismiss?: () => void;
}

/**
 * One notice, kept to its level and title so that the page stays in view on a phone (issue 42); its
 * message and link open in place behind "Read more", a disclosure whose button keeps the focus as it
 * opens and closes.
 */
export function UrgentNotice({ notice, word, onDismiss }: UrgentNoticeProps) {
  const [open, setOpen] = useState(false);
  const messageId = useId();
  return (
    <li className={`urgent-notice urgent-notice--${notice.level}${open ? " urgent-notice--open" : ""}`}>
      <div className="container urgent-notice__body">
        <div className="urgent-notice__text">
          <div className="urgent-notice__summary">
            <p className="urgent-notice__title">
              <strong className="urgent-notice__level">{word}:</strong> <strong>{notice.title}</strong>
            </p>
            <button
              type="button"
              className="urgent-notice__more"
              aria-expanded={open}
              aria-controls={messageId}
              onClick={() => setOpen(!open)}
            >
              Read more<span className="visually-hidden"> about {notice.title}</span>
              <Icon name="chevron" size={20} />
            </button>
          </div>
          <div id={messageId} className="urgent-notice__message" hidden={!open}>
            <p>{notice.message}</p>
            {notice.link && (
              <a className="urgent-notice__link" href={notice.link}>
                See details<span className="visually-hidden"> about {notice.title}</span>
              </a>
            )}
            {open && (
              <Suspense fallback={null}>
                <NoticesOptIn />
              </Suspense>
            )}
          </div>
        </div>
        {onDismiss && (
          <button
            type="button"
            className="urgent-notice__dismiss"
            aria-label={`Dismiss the notice: ${notice.title}`}
            onClick={onDismiss}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
    </li>
  );
}
