/** schema.org data for search engines (JSON-LD): the school on the home page, the breadcrumb trail
 * on every other page. Typed with schema-dts. */
import type { BreadcrumbList, School, WithContext } from "schema-dts";
import type { SiteInfo } from "./data/siteSchema";
import type { Crumb } from "./navigation";
import { normalizePath } from "./paths";

/** A path of the site as an absolute address on its public origin. */
export function absoluteUrl(siteUrl: string, path: string): string {
  const page = normalizePath(path);
  return `${siteUrl.replace(/\/+$/, "")}${page === "/" ? "/" : page}`;
}

/** The street line(s) of the printed address, in the order site.yaml's schema sets (the school's
 * name, the street, last the state and country): the lines between the first and the last. */
const streetAddress = (lines: readonly string[]) => lines.slice(1, -1).join(", ");

type SchoolSite = Pick<SiteInfo, "name" | "siteUrl" | "address" | "phones" | "emails" | "social" | "admissionSession">;

export function schoolData(site: SchoolSite, logoPath: string): WithContext<School> {
  return {
    "@context": "https://schema.org",
    "@type": "School",
    name: site.name,
    url: absoluteUrl(site.siteUrl, "/"),
    logo: absoluteUrl(site.siteUrl, logoPath),
    address: {
      "@type": "PostalAddress",
      streetAddress: streetAddress(site.address.lines),
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
      ...(site.address.postalCode ? { postalCode: site.address.postalCode } : {}),
    },
    telephone: site.phones[0].number,
    email: site.emails[0].address,
    sameAs: site.social.map((page) => page.url),
    // What the home page's banner announces, for search engines too.
    makesOffer: {
      "@type": "Offer",
      name: `Admission for session ${site.admissionSession}`,
      url: absoluteUrl(site.siteUrl, "/online-application-process"),
    },
  };
}

/** The trail to a page. An item page's own address is its path plus an `?id=` the build cannot
 * know, so its last step names no address (Google asks none of the last step). */
export function breadcrumbData(
  siteUrl: string,
  crumbs: readonly Crumb[],
  { itemPage = false } = {},
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.title,
      ...(itemPage && i === crumbs.length - 1 ? {} : { item: absoluteUrl(siteUrl, crumb.path) }),
    })),
  };
}

/** JSON for a <script> element: "<" is escaped, so no text in the data can close the element. */
export function jsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
