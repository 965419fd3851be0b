import { readUrl } from "../../client/config";
import { NEWS_FEED_URL } from "../../client/feeds";
import { PICTURES_PATH } from "../../client/images";
import { useSiteData } from "../../hooks/useSiteData";
import { APPLE_TOUCH_ICON, FAVICON, THEME_COLOUR } from "../../lib/appIcons";
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, previewAlt, previewImagePath } from "../../lib/linkPreview";
import { itemPreloadScript } from "../../lib/itemPreload";
import { pageTitle } from "../../lib/pageTitle";
import { absoluteUrl, jsonLd } from "../../lib/structuredData";

interface SeoProps {
  title?: string;
  description?: string;
  keywords?: readonly string[] | null;
  path: string;
  /** schema.org data for search engines: the school on the home page, the breadcrumb elsewhere;
   * none on a page search engines must leave out. */
  structuredData?: object;
  /** The part of the site the page belongs to, drawn on its link preview. */
  section?: string | null;
  /** Content-service paths the page reads at once: fetched while its script still loads. */
  preload?: readonly string[];
  /** An item page's call to the service, up to the id (ITEM_BY_ID): asked for, with the page's data,
   * by an inline script while the page's script loads (itemPreloadScript). */
  preloadItem?: string;
  /** The page opens with the item's first picture as its largest element: the inline script asks
   * for it too, as soon as the item is in. */
  itemCover?: boolean;
  /** The address the head names as the page's: its own path (canonical and og:url, the default);
   * "shared" for a page that shows one item chosen by `?id=` (its address without the id stays on
   * Loading..., so a link preview takes the address that was shared); "none" for the page shown at
   * every address the site lacks (404), which search engines are also told not to index. */
  address?: "own" | "shared" | "none";
}

/** The one place that says what a page's head holds, rendered by each page's Gatsby `Head` export
 * (through PageHead, or on the home page itself): title, description, link preview (Open Graph and
 * X), structured data, the news feed and the icons (the web app manifest's link comes later:
 * AppManifestLink.tsx). The head is written at build time; no head library ships to the browser. */
export function Seo({
  title,
  description,
  keywords,
  path,
  structuredData,
  section,
  preload = [],
  preloadItem,
  itemCover = false,
  address = "own",
}: SeoProps) {
  const { site } = useSiteData();
  const text = description || site.description;
  const words = keywords?.length ? keywords : site.keywords;
  const canonical = absoluteUrl(site.siteUrl, path);
  // The build draws the preview from the same title and section (gatsby/linkPreviews.ts reads them here).
  const preview = {
    title: title ?? site.name,
    section: section ?? (title ? site.name : site.tagline),
    siteName: site.name,
  };
  return (
    <>
      <title>{pageTitle(title, site)}</title>
      <meta name="description" content={text} />
      <meta name="keywords" content={words.join(", ")} />
      {address === "none" ? <meta name="robots" content="noindex" /> : null}
      {address === "own" ? <link rel="canonical" href={canonical} /> : null}
      <meta property="og:title" content={preview.title} />
      <meta property="og:description" content={text} />
      <meta property="og:type" content="website" />
      {address === "own" ? <meta property="og:url" content={canonical} /> : null}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en_IN" />
      <meta property="og:image" content={absoluteUrl(site.siteUrl, previewImagePath(path))} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(PREVIEW_WIDTH)} />
      <meta property="og:image:height" content={String(PREVIEW_HEIGHT)} />
      <meta
        property="og:image:alt"
        content={previewAlt(preview)}
        data-title={preview.title}
        data-section={preview.section}
      />
      <meta name="twitter:card" content="summary_large_image" />
      {/* Set as raw text: React would escape the quotes of a child string, and the data is escaped by jsonLd. */}
      {structuredData ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(structuredData) }} />
      ) : null}
      <link rel="alternate" type="application/rss+xml" title={`${site.name}: news`} href={NEWS_FEED_URL} />
      <meta name="theme-color" content={THEME_COLOUR} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href={FAVICON.path} type="image/png" sizes={FAVICON.sizes} />
      <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON.path} sizes={APPLE_TOUCH_ICON.sizes} />
      {preload.map((apiPath) => (
        <link key={apiPath} rel="preload" as="fetch" crossOrigin="anonymous" href={readUrl(apiPath)} />
      ))}
      {/* Written at build time only: on a move between pages it would come too late to help, and the
          policy of the page the visitor comes from does not allow its hash. The stage is a constant
          Gatsby gives its bundler, written out here so that the browser's bundle leaves the script
          and its maker out. */}
      {(process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html") &&
      address === "shared" ? (
        <script
          dangerouslySetInnerHTML={{
            __html: itemPreloadScript(
              path,
              preloadItem
                ? { address: readUrl(preloadItem), pictures: itemCover ? readUrl(PICTURES_PATH) : undefined }
                : undefined,
            ),
          }}
        />
      ) : null}
    </>
  );
}
