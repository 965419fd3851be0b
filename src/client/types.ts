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
  /** A page that shows one item chosen by `?id=` (a blog post, a gallery): it has a place in the
   * breadcrumbs, but a bare link to it would lead nowhere, so the sitemaps leave it out. */
  itemPage?: boolean | null;
  children?: NavItem[] | null;
}

export interface Navigation {
  menu: NavItem[];
  more: NavItem[];
  footer: NavLink[];
  topBar: NavLink[];
  /** Links every section's side panel shows below its Quick links. */
  sidePanel: NavLink[];
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

/* ---------- The content service's entities (SPEC §3), as the site uses them after normalising ---------- */

/** An attachment as the content service names it: an id served at /api/image/{id}, or a stored path. */
export type AttachmentRef = string;

/** A date as "YYYY-MM-DD", or null when the service gave none or an unreadable one. */
export type IsoDate = string | null;

export interface Highlight {
  id: string;
  category: string;
  title: string;
  fromDate: IsoDate;
  attachments: AttachmentRef[];
}

export interface NewsItem {
  id: string;
  title: string;
  description: string;
  fromDate: IsoDate;
  attachments: AttachmentRef[];
}

export interface SchoolEvent {
  id: string;
  title: string | null;
  description: string | null;
  date: IsoDate;
  toDate: IsoDate;
  time: string | null;
  venue: string | null;
  images: AttachmentRef[];
  attachments: AttachmentRef[];
}

export interface Birthday {
  id: string;
  name: string;
  className: string;
  image: AttachmentRef | null;
}

export type GalleryCategory = "PhotoGallery" | "RecentActivities" | "SportsCorner";

export interface GalleryItem {
  id: string;
  category: string;
  title: string;
  date: IsoDate;
  description: string;
  attachments: AttachmentRef[];
}

export type TopperClass = "X" | "XII";

export interface Topper {
  id: string;
  name: string;
  stream: string;
  /** Percentage, such as 97.4. */
  division: number | null;
  className: string;
  /** Text such as "2024-2025". */
  sessionYear: string | null;
  photo: AttachmentRef | null;
}

export interface BlogPost {
  id: string;
  title: string;
  /** HTML from the service: sanitise before rendering. */
  description: string;
  date: IsoDate;
  attachments: AttachmentRef[];
  alt: string;
}

export interface CalendarEvent {
  id: string;
  title: string;
  date: IsoDate;
  attachments: AttachmentRef[];
}

export interface RegistrationLink {
  id: string;
  title: string;
  url: string;
  attachments: AttachmentRef[];
}

export type ApiErrorKind = "timeout" | "network" | "http" | "parse";

export interface ApiError {
  kind: ApiErrorKind;
  status?: number;
  message: string;
  /** The error answer's JSON, such as a form's `{errors: {field: message}}`. */
  details?: unknown;
}

/** What every call resolves to: it never throws into a component. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/* ---------- Build-time data a Markdown page's blocks need, passed in its page context ---------- */

export interface BlockContext {
  /** Sizes in bytes of the files a downloads block links, by site path (/pdf/…). */
  fileSizes?: Record<string, number>;
  /** A feeTable block's group, with what every fee page also shows. */
  fees?: { group: FeeGroup; session: string; registration: number; transportMonthly: number; notes: string[] };
  hostel?: FeeData["hostel"] & { session: string; notes: string[] };
  uniform?: UniformData;
  admission?: AdmissionCriteria;
}

/* ---------- Static data of content/data: fees, uniform, admission criteria ---------- */

export interface FeeRow {
  particulars: string;
  type: string;
  frequency: string;
  /** Whole rupees. */
  amount: number;
  /** Counts towards the group's total due at admission. */
  inTotal: boolean;
}

export interface FeeGroup {
  key: string;
  title: string;
  total: number;
  rows: FeeRow[];
}

export interface HostelPlan {
  title: string;
  total: number;
  instalments: { when: string; amount: number }[];
}

export interface FeeData {
  session: string;
  registration: number;
  transportMonthly: number;
  notes: string[];
  groups: FeeGroup[];
  hostel: { plans: HostelPlan[]; excludes: string[]; facts: string[] };
}

export interface UniformRow {
  group: string;
  boys: string;
  girls: string;
}

export interface UniformData {
  summer: UniformRow[];
  winter: UniformRow[];
}

export interface AdmissionCriteria {
  session: string;
  /** "YYYY-MM-DD". */
  opens: string;
  streams: { stream: string; requirements: { subject: string; marks: string }[] }[];
}
