import { Link } from "gatsby";
import { ITEM_BY_ID, fetchBlogPost } from "../client/content";
import { photoSource } from "../client/photos";
import { ServiceSlot } from "../components/lists/ServiceSlot";
import { LoadingState } from "../components/lists/LoadingState";
import { Icon } from "../components/layout/Icon";
import { PageFrame } from "../components/layout/PageFrame";
import { PageHead, type PageMeta } from "../components/layout/PageHead";
import { ShareItem } from "../components/share/ShareItem";
import { RemoteImage } from "../components/media/RemoteImage";
import { SafeHtml } from "../components/content/SafeHtml";
import { useQueryParams } from "../hooks/useQueryParams";
import { useRemoteItem } from "../hooks/useRemoteItem";
import { COVER_PLACEHOLDER } from "../lib/itemPreload";
import { formatShortDate } from "@school/contract/dates";
import "../components/lists/lists.css";

const page: PageMeta = {
  path: "/blog-inner",
  title: "Blog Post",
  description: "An article from the school blog.",
  preloadItem: ITEM_BY_ID.blogPost,
  itemCover: true,
};

export default function BlogPostPage() {
  const [params] = useQueryParams();
  const state = useRemoteItem(params?.get("id") ?? null, fetchBlogPost, "blog post");
  const post = state.status === "done" ? state.item : null;
  return (
    <PageFrame {...page} itemTitle searchable={false} title={post?.title ?? page.title}>
      <ServiceSlot>
        {state.status === "loading" ? (
          <div className="blog-post__pending" {...{ [COVER_PLACEHOLDER]: "" }}>
            <LoadingState />
          </div>
        ) : post ? (
          <article className="blog-post">
            {post.attachments[0] ? (
              <RemoteImage
                sources={[photoSource(post.attachments[0], { original: true })]}
                box="page"
                fallback="/images/gallery.svg"
                alt={post.alt}
                width={1200}
                height={675}
                className="blog-post__cover"
                eager
              />
            ) : null}
            {post.date ? <p className="blog-post__date">{formatShortDate(post.date)}</p> : null}
            <SafeHtml className="prose" html={post.description} />
            <ShareItem kind="post" id={post.id} title={post.title} />
          </article>
        ) : (
          <p className="form-error" role="alert">
            Failed to load the blog. Please try again later.
          </p>
        )}
      </ServiceSlot>
      <p>
        <Link to="/blog-post" className="back-link">
          <Icon name="back" />
          All blog posts
        </Link>
      </p>
    </PageFrame>
  );
}

export const Head = () => <PageHead {...page} />;
