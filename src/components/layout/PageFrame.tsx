import { useEffect, type ReactNode } from "react";
import { useSiteData } from "../../hooks/useSiteData";
import { breadcrumb, itemPagePaths, sectionOf, sideMenu, sidePanelLinks } from "../../lib/navigation";
import { pageTitle } from "../../lib/pageTitle";
import { normalizePath } from "../../lib/paths";
import { Breadcrumb } from "./Breadcrumb";
import { Layout } from "./Layout";
import { SideMenu } from "./SideMenu";
import { StaticPart } from "./StaticPart";

interface PageFrameProps {
  path: string;
  /** The heading and the breadcrumb's last step. An item page names itself after its item once the
   * item arrives, and so does the browser's title for it; the head written at build time (PageHead)
   * keeps the page's own title. */
  title: string;
  children: ReactNode;
  /** The heading is an item's title that arrives from the service: room is kept for two lines. */
  itemTitle?: boolean;
  /** Whether site search lists the page: not for a page that shows nothing of its own. */
  searchable?: boolean;
  /** The page shown at every address the site lacks (404): it has no address or trail of its own
   * to tell search engines of, and neither they nor site search list it. */
  notFound?: boolean;
}

/** An inner page: the frame, a breadcrumb from Home, the heading and, in a section, its Quick links. */
export function PageFrame({
  path,
  title,
  children,
  itemTitle = false,
  searchable = true,
  notFound = false,
}: PageFrameProps) {
  const { site, nav } = useSiteData();
  const side = sideMenu(nav, path);
  const crumbs = breadcrumb(nav, path, title);
  const section = sectionOf(nav, path) ?? title;
  const itemPage = itemPagePaths(nav).includes(normalizePath(path));
  const documentTitle = pageTitle(title, site);
  useEffect(() => {
    if (itemPage) document.title = documentTitle;
  }, [itemPage, documentTitle]);
  return (
    <Layout path={path}>
      {/* Site search (Pagefind) indexes this part of the page: the heading and the content, not
          the frame, the breadcrumb or the Quick links. */}
      <div {...(searchable && !notFound ? { "data-pagefind-body": "" } : {})}>
        <span hidden data-pagefind-meta="section" data-pagefind-ignore="">
          {section}
        </span>
        <HeadOfPage fixed={!itemPage}>
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
function HeadOfPage({ fixed, children }: { fixed: boolean; children: ReactNode }) {
  return fixed ? <StaticPart>{children}</StaticPart> : <>{children}</>;
}
