import { useState } from "react";
import { fetchHighlights } from "../../client/content";
import { imageUrl } from "../../client/images";
import { useAfterLoad } from "../../hooks/useAfterLoad";
import { useRemoteList } from "../../hooks/useRemoteList";
import { TICKER_PLACEHOLDER, TICKER_PLACEHOLDER_COUNT } from "../../lib/placeholders";
import { Icon } from "../layout/Icon";

interface TickerEntry {
  key: string;
  title: string;
  href: string | null;
}

/** The highlights ticker under the slider. It starts moving once the page has loaded (useAfterLoad):
 * a moving list makes the browser draw a frame every 16 ms, work a phone's load does not need. It
 * pauses while the pointer or keyboard focus is on it and with its pause button; it does not move
 * for visitors who prefer reduced motion (CSS). The moving copy is repeated once for a seamless
 * loop, hidden from assistive technology. */
export function HighlightsTicker() {
  const state = useRemoteList(fetchHighlights, "highlights");
  const [paused, setPaused] = useState(false);
  const moving = useAfterLoad();
  const entries: TickerEntry[] =
    state.status === "ready"
      ? state.items.map((h) => ({
          key: h.id,
          title: h.title,
          href: h.attachments[0] ? imageUrl(h.attachments[0]) : null,
        }))
      : Array.from({ length: TICKER_PLACEHOLDER_COUNT }, (_, i) => ({
          key: `stay-tuned-${i}`,
          title: TICKER_PLACEHOLDER,
          href: null,
        }));

  const renderList = (copy: boolean) => (
    <ul className="ticker__list" aria-hidden={copy || undefined}>
      {entries.map((entry) => (
        <li key={entry.key} className="ticker__item">
          {entry.href ? (
            <a href={entry.href} target="_blank" rel="noopener noreferrer" tabIndex={copy ? -1 : undefined}>
              {entry.title}
            </a>
          ) : (
            <span>{entry.title}</span>
          )}
        </li>
      ))}
    </ul>
  );

  return (
    <section
      className={`ticker${moving ? " is-moving" : ""}${paused ? " is-paused" : ""}`}
      aria-label="Highlights"
      aria-busy={state.status === "loading"}
    >
      <div className="container ticker__inner">
        <span className="ticker__label" aria-hidden="true">
          Highlights
        </span>
        <div className="ticker__viewport">
          <div className="ticker__track" style={{ animationDuration: `${Math.max(entries.length, 3) * 8}s` }}>
            {renderList(false)}
            {renderList(true)}
          </div>
        </div>
        <button type="button" className="ticker__toggle" onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
          <Icon name={paused ? "play" : "pause"} />
          <span className="visually-hidden">Pause highlights</span>
        </button>
      </div>
    </section>
  );
}
