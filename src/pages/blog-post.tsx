import { Link } from "gatsby";
import { fetchBlogPosts, PRELOADABLE } from "../client/content";
import { photoSource } from "../client/photos";
import { EmptyState, LoadingState } from "../components/lists/LoadingState";
import { ServiceSlot } from "../components/lists/ServiceSlot";
import { PageFrame } from "../components/layout/PageFrame";
import { PageHead, type PageMeta } from "../components/layout/PageHead";
import { RemoteImage } from "../components/media/RemoteImage";
import { useRemoteList } from "../hooks/useRemoteList";
import { formatShortDate } from "@school/contract/dates";
import { sortNewestFirst } from "../lib/listFilters";
import "../components/lists/lists.css";

const page: PageMeta = {
  path: "/blog-post",
  title: "Blog",
  description: "Articles by the school community, newest first.",
  preload: [PRELOADABLE.blogPosts],
};

export default function BlogPage() {
  const state = useRemoteList(fetchBlogPosts, "blog posts");
  return (
    <PageFrame {...page}>
      <ServiceSlot>
        {state.status === "loading" ? (
          <LoadingState text="Loading blogs..." />
        ) : state.status === "ready" ? (
          <ul className="card-grid">
            {sortNewestFirst(state.items, (post) => post.date).map((post) => (
              <li key={post.id}>
                <article className="blog-card">
                  <RemoteImage
                    sources={post.attachments[0] ? [photoSource(post.attachments[0])] : []}
                    fallback="/images/gallery.svg"
                    alt=""
                    width={400}
                    height={300}
                    className="blog-card__image"
                  />
                  <div className="blog-card__body">
                    {post.date ? <p className="blog-card__date">{formatShortDate(post.date)}</p> : null}
                    <h2 className="blog-card__title">
                      <Link to={`/blog-inner?id=${encodeURIComponent(post.id)}`}>{post.title}</Link>
                    </h2>
                    <p className="blog-card__excerpt">{post.excerpt}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState text="No blogs found." />
        )}
      </ServiceSlot>
    </PageFrame>
  );
}

export const Head = () => <PageHead {...page} />;
