import { Link } from "gatsby";
import { PageFrame } from "../components/layout/PageFrame";
import { useSiteData } from "../hooks/useSiteData";
import { sitemapGroups } from "../lib/navigation";

export default function SitemapPage() {
  const { nav } = useSiteData();
  return (
    <PageFrame path="/sitemap" title="Sitemap" description="Every page of the school website, grouped by section.">
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
