/** Every entity of the site, in one place: structure data read at build time and the content
 * service's entities (SPEC §3) read in the browser. */

/** A link to a page of this site (`path`) or to an external address named in site.yaml (`external`). */
export interface NavLink {
  title: string;
  path?: string | null;
  external?: string | null;
}

export interface NavItem extends NavLink {
  summary?: string | null;
  /** false leaves the entry out of the main menu; hub cards, side menus and the sitemap keep it. */
  inMenu?: boolean | null;
  /** false leaves the entry out of its section's Quick links side menu. */
  inSideMenu?: boolean | null;
  children?: NavItem[] | null;
}

export interface Navigation {
  menu: NavItem[];
  more: NavItem[];
  footer: NavLink[];
  topBar: NavLink[];
}

export interface ExternalLink {
  title: string;
  url: string;
}

export interface Phone {
  label: string;
  number: string;
}

export interface Email {
  label: string;
  address: string;
}

export interface SocialLink {
  name: string;
  url: string;
}

export type ExternalLinkKey =
  | "erpLogin"
  | "disclosure"
  | "alumni"
  | "admissionPortal"
  | "map"
  | "video"
  | "socialPage";

export interface SiteInfo {
  name: string;
  shortName: string;
  homeTitle: string;
  tagline: string;
  description: string;
  keywords: string[];
  schoolCode: string;
  siteUrl: string;
  address: { lines: string[] };
  phones: Phone[];
  whatsapp: string;
  emails: Email[];
  vendor: { name: string; url: string };
  links: Record<ExternalLinkKey, ExternalLink>;
  social: SocialLink[];
}

/** A link after its `external` key has been resolved against site.yaml. */
export interface ResolvedLink {
  title: string;
  href: string;
  external: boolean;
}

export interface Crumb {
  title: string;
  path: string;
}

/** Frontmatter of a Markdown page under content/pages/. */
export type PageTemplate = "content" | "hub";

export interface PageFrontmatter {
  title: string;
  description: string;
  keywords?: string[] | null;
  template?: PageTemplate | null;
}
