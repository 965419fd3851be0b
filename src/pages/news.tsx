import { Link } from "gatsby";
import { NEWS_PAGE, itemPageAddress } from "@school/contract/share";
import { fetchAllNews, PRELOADABLE } from "../client/content";
import { NEWS_FEED_URL } from "../client/feeds";
import { imageUrl } from "../client/images";
import type { NewsItem } from "@school/contract/entities/newsRead";
import { FilteredListView } from "../components/lists/FilteredListView";
import { EmptyState } from "../components/lists/LoadingState";
import { PageFrame } from "../components/layout/PageFrame";
import { PageHead, type PageMeta } from "../components/layout/PageHead";
import { useFilteredList } from "../hooks/useFilteredList";
import { formatNewsDate } from "@school/contract/dates";
import { newsDefaultYear } from "../lib/listFilters";
import "../components/lists/cards.css";
import "../components/lists/lists.css";

const dateOf = (item: NewsItem) => item.fromDate;

const page: PageMeta = {
  path: "/news",
  title: "News",
  description: "The latest news from the school, by year and month.",
  preload: [PRELOADABLE.allNews],
};

export default function NewsPage() {
  const list = useFilteredList({
    load: fetchAllNews,
    what: "news",
    dateOf,
    textsOf: (item: NewsItem) => [item.title],
    defaultYear: (items, today) => newsDefaultYear(items, dateOf, today),
  });
  return (
    <PageFrame {...page}>
      <p>
        <a className="news-feed-link" href={NEWS_FEED_URL} type="application/rss+xml">
          News feed (RSS)
        </a>
        : follow the school&apos;s news in a feed reader.
      </p>
      <FilteredListView
        list={list}
        countLabel="News items"
        searchPlaceholder="Search news"
        empty={<EmptyState text="No data available for the selected filters." />}
      >
        {(items) => (
          <ul className="news-list">
            {items.map((item) => (
              <li key={item.id} className="news-list__item">
                {item.fromDate ? <p className="news-list__date">{formatNewsDate(item.fromDate)}</p> : null}
                <h2 className="news-list__title">
                  <Link to={itemPageAddress(NEWS_PAGE, item.id)}>{item.title}</Link>
                </h2>
                {item.description ? <p>{item.description}</p> : null}
                {item.attachments[0] ? (
                  <a href={imageUrl(item.attachments[0])} download className="news-list__download">
                    Download attachment<span className="visually-hidden">: {item.title}</span>
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </FilteredListView>
    </PageFrame>
  );
}

export const Head = () => <PageHead {...page} />;
