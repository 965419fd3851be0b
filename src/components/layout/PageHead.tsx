import { useSiteData } from "../../hooks/useSiteData";
import { breadcrumb, itemPagePaths, sectionOf } from "../../lib/navigation";
import { normalizePath } from "../../lib/paths";
import { breadcrumbData } from "../../lib/structuredData";
import { Seo } from "./Seo";

/** What an inner page says of itself in its head. A page declares it once and gives it to both its
 * PageFrame (the path and title) and its Gatsby `Head` export (all of it). */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  keywords?: readonly string[] | null;
  /** Content-service lists the page reads at once (PRELOADABLE paths). */
  preload?: readonly string[];
  /** An item page's call to the service, up to the id (ITEM_BY_ID), asked for while the page's
   * script loads. */
  preloadItem?: string;
  /** The page opens with its item's first picture as its largest element (the blog post's cover). */
  itemCover?: boolean;
  /** The page shown at every address the site lacks (404): it has no address or trail of its own
   * to tell search engines of. */
  notFound?: boolean;
}

/** The head of an inner page: its trail and section from navigation.yaml, and the address it
 * names (none for 404; the shared one for an item page, which shows nothing without its `?id=`). */
export function PageHead({
  path,
  title,
  description,
  keywords,
  preload,
  preloadItem,
  itemCover,
  notFound = false,
}: PageMeta) {
  const { site, nav } = useSiteData();
  const itemPage = itemPagePaths(nav).includes(normalizePath(path));
  return (
    <Seo
      title={title}
      description={description}
      keywords={keywords}
      path={path}
      preload={preload}
      preloadItem={preloadItem}
      itemCover={itemCover}
      structuredData={notFound ? undefined : breadcrumbData(site.siteUrl, breadcrumb(nav, path, title), { itemPage })}
      section={sectionOf(nav, path) ?? title}
      address={notFound ? "none" : itemPage ? "shared" : "own"}
    />
  );
}
