import { useRef, useState } from "react";
import { Link } from "gatsby";
import { NEWS_PAGE, itemPageAddress } from "@school/contract/share";
import { useNearViewport } from "../../hooks/useNearViewport";
import { useRemoteList } from "../../hooks/useRemoteList";
import { formatNewsDate } from "@school/contract/dates";
import { Icon } from "../layout/Icon";
import { latestNews } from "./latestNews";

/** About as many items as the scroller's window shows at once. */
const ITEMS_IN_VIEW = 5;

/** Notices and news scrolling upwards; pauses under the mouse, on keyboard focus and with its
 * button. Shows nothing when there is no news (SPEC §4). Until the scroller comes near the screen
 * it stands still and holds only the items its window shows, without the copy that closes the loop:
 * nobody would see it move, and a phone draws its frames and builds the rest only if the visitor
 * scrolls that far. */
export function NewsScroller() {
  const state = useRemoteList(latestNews, "news");
  const [paused, setPaused] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const near = useNearViewport(viewport);
  if (state.status === "empty" || state.status === "error") return null;
  const all = state.status === "ready" ? state.items : [];
  const items = near ? all : all.slice(0, ITEMS_IN_VIEW);

  const renderList = (copy: boolean) => (
    <ul className="news-scroller__list" aria-hidden={copy || undefined}>
      {items.map((item) => (
        <li key={item.id}>
          <Link to={itemPageAddress(NEWS_PAGE, item.id)} tabIndex={copy ? -1 : undefined}>
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
        <div className={`news-scroller${near ? " is-moving" : ""}${paused ? " is-paused" : ""}`}>
          <button
            type="button"
            className="news-scroller__toggle"
            onClick={() => setPaused((p) => !p)}
            aria-pressed={paused}
          >
            <Icon name={paused ? "play" : "pause"} />
            <span className="visually-hidden">Pause news</span>
          </button>
          <div className="news-scroller__viewport" ref={viewport}>
            <div className="news-scroller__track" style={{ animationDuration: `${Math.max(all.length, 3) * 4}s` }}>
              {renderList(false)}
              {near && items.length > 3 ? renderList(true) : null}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
