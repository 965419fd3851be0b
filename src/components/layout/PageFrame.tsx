import type React from "react";
import { useSiteData } from "../../hooks/useSiteData";
import { breadcrumb, sideMenu, sidePanelLinks } from "../../lib/navigation";
import { Breadcrumb } from "./Breadcrumb";
import { Layout } from "./Layout";
import { Seo } from "./Seo";
import { SideMenu } from "./SideMenu";

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
}

/** An inner page: the frame, a breadcrumb from Home, the heading and, in a section, its Quick links. */
export function PageFrame({ path, title, description, keywords, children, crumbTitle, itemTitle = false, preload }: PageFrameProps) {
  const { nav } = useSiteData();
  const side = sideMenu(nav, path);
  return (
    <Layout path={path}>
      <Seo title={title} description={description} keywords={keywords} path={path} preload={preload} />
      <div className="page-head">
        <div className="container">
          <Breadcrumb crumbs={breadcrumb(nav, path, crumbTitle ?? title)} />
          <h1 className={itemTitle ? "page-title page-title--item" : "page-title"}>{title}</h1>
        </div>
      </div>
      <div className={`container page-body${side ? " page-body--with-side" : ""}`}>
        <div className="page-content">{children}</div>
        {side ? <SideMenu menu={side} more={sidePanelLinks(nav, side.hub.path)} currentPath={path} /> : null}
      </div>
    </Layout>
  );
}
