import { Helmet } from "react-helmet";
import { apiUrl } from "../../client/config";
import { useSiteData } from "../../hooks/useSiteData";

interface SeoProps {
  title?: string;
  description?: string;
  keywords?: readonly string[] | null;
  path: string;
  /** Content-service paths the page reads at once: fetched while its script still loads. */
  preload?: readonly string[];
}

/** The one place that writes the document head (through react-helmet), so a later move to
 * Gatsby's Head API touches this file only. */
export function Seo({ title, description, keywords, path, preload = [] }: SeoProps) {
  const { site } = useSiteData();
  const fullTitle = title ? `${title} | ${site.name}` : `${site.name} | ${site.homeTitle}`;
  const text = description || site.description;
  const words = keywords?.length ? keywords : site.keywords;
  const canonical = `${site.siteUrl.replace(/\/$/, "")}${path === "/" ? "/" : path}`;
  return (
    <Helmet htmlAttributes={{ lang: "en-IN" }}>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <meta name="keywords" content={words.join(", ")} />
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={canonical} />
      <meta name="theme-color" content="#0b3d6e" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {preload.map((apiPath) => (
        <link key={apiPath} rel="preload" as="fetch" crossOrigin="anonymous" href={apiUrl(apiPath)} />
      ))}
    </Helmet>
  );
}
