import { Link } from "gatsby";
import { PageFrame } from "../components/layout/PageFrame";
import { PageHead, type PageMeta } from "../components/layout/PageHead";
import { useSiteData } from "../hooks/useSiteData";
import { sitemapGroups } from "../lib/navigation";
import "../styles/sitemap.css";

const page: PageMeta = {
  path: "/sitemap",
  title: "Sitemap",
  description: "Every page of the school website, grouped by section.",
};

export default function SitemapPage() {
  const { nav } = useSiteData();
  return (
    <PageFrame {...page}>
      <div className="sitemap">
        {sitemapGroups(nav).map((group) => (
          <section key={group.title} className="sitemap__group">
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.path} className={`depth-${link.depth}`}>
                  <Link to={link.path}>{link.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </PageFrame>
  );
}

export const Head = () => <PageHead {...page} />;
