import type React from "react";
import { useSiteData } from "../../hooks/useSiteData";
import { breadcrumb, itemPagePaths, sectionOf, sideMenu, sidePanelLinks } from "../../lib/navigation";
import { normalizePath } from "../../lib/paths";
import { breadcrumbData } from "../../lib/structuredData";
import { Breadcrumb } from "./Breadcrumb";
import { Layout } from "./Layout";
import { Seo } from "./Seo";
import { SideMenu } from "./SideMenu";
import { StaticPart } from "./StaticPart";

interface PageFrameProps {
  path: string;
  title: string;
  description?: string;
  keywords?: readonly string[] | null;
  children: React.ReactNode;
  /** Detail pages name themselves after their item; the breadcrumb's last step follows. */
  crumbTitle?: string;
  /** The heading is an item's title that arrives from the service: room is kept for two lines. */
  itemTitle?: boolean;
  /** Content-service lists the page reads at once (PRELOADABLE paths). */
  preload?: readonly string[];
  /** Whether site search lists the page: not for a page that shows nothing of its own. */
  searchable?: boolean;
  /** The page shown at every address the site lacks (404): it has no address or trail of its own
   * to tell search engines of, and neither they nor site search list it. */
  notFound?: boolean;
}

/** An inner page: the frame, a breadcrumb from Home, the heading and, in a section, its Quick links. */
export function PageFrame({ path, title, description, keywords, children, crumbTitle, itemTitle = false, preload, searchable = true, notFound = false }: PageFrameProps) {
  const { site, nav } = useSiteData();
  const side = sideMenu(nav, path);
  const crumbs = breadcrumb(nav, path, crumbTitle ?? title);
  const section = sectionOf(nav, path) ?? title;
  const itemPage = itemPagePaths(nav).includes(normalizePath(path));
  return (
    <Layout path={path}>
      <Seo
        title={title}
        description={description}
        keywords={keywords}
        path={path}
        preload={preload}
        structuredData={notFound ? undefined : breadcrumbData(site.siteUrl, crumbs, { itemPage })}
        section={section}
        address={notFound ? "none" : itemPage ? "shared" : "own"}
      />
      {/* Site search (Pagefind) indexes this part of the page: the heading and the content, not
          the frame, the breadcrumb or the Quick links. */}
      <div {...(searchable && !notFound ? { "data-pagefind-body": "" } : {})}>
        <span hidden data-pagefind-meta="section" data-pagefind-ignore="">
          {section}
        </span>
        <HeadOfPage fixed={!itemPage && crumbTitle === undefined}>
          <div className="page-head">
            <div className="container">
              <Breadcrumb crumbs={crumbs} />
              <h1 className={itemTitle ? "page-title page-title--item" : "page-title"}>{title}</h1>
            </div>
          </div>
        </HeadOfPage>
        <div className={`container page-body${side ? " page-body--with-side" : ""}`}>
          <div className="page-content">{children}</div>
          {side ? (
            <StaticPart>
              <SideMenu menu={side} more={sidePanelLinks(nav, side.hub.path)} currentPath={path} />
            </StaticPart>
          ) : null}
        </div>
      </div>
    </Layout>
  );
}

/** The breadcrumb and heading never change in the browser, but on an item page, whose title arrives
 * from the service. */
function HeadOfPage({ fixed, children }: { fixed: boolean; children: React.ReactNode }) {
  return fixed ? <StaticPart>{children}</StaticPart> : <>{children}</>;
}
