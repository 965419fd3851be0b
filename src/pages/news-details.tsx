import { Link } from "gatsby";
import { NEWS_PAGE } from "@school/contract/share";
import { PRELOADABLE, fetchNewsItem } from "../client/content";
import { LoadingState } from "../components/lists/LoadingState";
import { NewsArticle } from "../components/lists/NewsArticle";
import { ServiceSlot } from "../components/lists/ServiceSlot";
import { Icon } from "../components/layout/Icon";
import { PageFrame } from "../components/layout/PageFrame";
import { PageHead, type PageMeta } from "../components/layout/PageHead";
import { useQueryParams } from "../hooks/useQueryParams";
import { useRemoteItem } from "../hooks/useRemoteItem";
import "../components/lists/lists.css";

/** A page of its own for each news item (not in SPEC: docs/choices.md), so that a circular can be
 * linked and shared. Like the blog post's page: Loading..., then the item, or one message when the
 * id is unknown or the service does not answer. */
const page: PageMeta = {
  path: NEWS_PAGE,
  title: "News Item",
  description: "A news item from the school, with its notice to download.",
  preload: [PRELOADABLE.allNews],
};

export default function NewsItemPage() {
  const [params] = useQueryParams();
  const state = useRemoteItem(params?.get("id") ?? null, fetchNewsItem, "news item");
  const item = state.status === "done" ? state.item : null;
  return (
    <PageFrame {...page} itemTitle searchable={false} title={item?.title ?? page.title}>
      <ServiceSlot>
        {state.status === "loading" ? (
          <LoadingState />
        ) : item ? (
          <NewsArticle item={item} />
        ) : (
          <p className="form-error" role="alert">
            Failed to load the news item. Please try again later.
          </p>
        )}
      </ServiceSlot>
      <p>
        <Link to="/news" className="back-link">
          <Icon name="back" />
          All news
        </Link>
      </p>
    </PageFrame>
  );
}

export const Head = () => <PageHead {...page} />;
