import { useState } from "react";
import { Link } from "gatsby";
import { fetchLatestNews } from "../../client/content";
import { useRemoteList } from "../../hooks/useRemoteList";
import { formatNewsDate } from "../../lib/dates";
import { Icon } from "../layout/Icon";

/** Notices and news scrolling upwards; pauses under the mouse, on keyboard focus and with its
 * button. Shows nothing when there is no news (SPEC §4). */
export function NewsScroller() {
  const state = useRemoteList(fetchLatestNews, "news");
  const [paused, setPaused] = useState(false);
  if (state.status === "empty" || state.status === "error") return null;
  const items = state.status === "ready" ? state.items : [];

  const renderList = (copy: boolean) => (
    <ul className="news-scroller__list" aria-hidden={copy || undefined}>
      {items.map((item) => (
        <li key={item.id}>
          <Link to="/news" tabIndex={copy ? -1 : undefined}>
            {item.fromDate ? <span className="news-scroller__date">{formatNewsDate(item.fromDate)}</span> : null}
            <span className="news-scroller__title">{item.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <section className="home-section" aria-labelledby="news-title" aria-busy={state.status === "loading"}>
      <div className="container">
        <div className="home-section__head">
          <h2 id="news-title" className="section-title">
            Notices and news
          </h2>
          <Link to="/news" className="home-section__more">
            All news
          </Link>
        </div>
        <div className={`news-scroller${paused ? " is-paused" : ""}`}>
          <button type="button" className="news-scroller__toggle" onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
            <Icon name={paused ? "play" : "pause"} />
            <span className="visually-hidden">Pause news</span>
          </button>
          <div className="news-scroller__viewport">
            <div className="news-scroller__track" style={{ animationDuration: `${Math.max(items.length, 3) * 4}s` }}>
              {renderList(false)}
              {items.length > 3 ? renderList(true) : null}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
