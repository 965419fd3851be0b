import type { ExternalLinkKey, Navigation, SiteInfo } from "../client/types";
import {
  DataError,
  bool,
  checkFields,
  isRecord,
  optional,
  pattern,
  text,
  textList,
  url,
} from "./dataChecks";

export const SITE_FILE = "content/data/site.yaml";
export const NAVIGATION_FILE = "content/data/navigation.yaml";

export const EXTERNAL_LINK_KEYS: ExternalLinkKey[] = [
  "erpLogin",
  "disclosure",
  "alumni",
  "admissionPortal",
  "map",
  "video",
  "socialPage",
];

const list: (min: number) => (value: unknown) => string | null = (min) => (value) =>
  Array.isArray(value) && value.length >= min ? null : `must be a list of at least ${min} entr${min === 1 ? "y" : "ies"}`;

/** Validates site.yaml as parsed; throws a DataError naming the first problem. */
export function validateSite(raw: unknown): SiteInfo {
  const file = SITE_FILE;
  const site = checkFields(file, "site", raw, {
    name: text,
    shortName: text,
    homeTitle: text,
    tagline: text,
    description: text,
    keywords: textList,
    schoolCode: pattern(/^[A-Z0-9]+$/, "must be the school code in capital letters and digits, such as DPSSWB"),
    siteUrl: url,
    address: (value) => (value && typeof value === "object" ? null : "must hold the address lines"),
    phones: list(1),
    whatsapp: pattern(/^\d{10,15}$/, "must be the WhatsApp number as digits only, with the country code"),
    emails: list(1),
    vendor: (value) => (value && typeof value === "object" ? null : "must hold the vendor's name and url"),
    links: (value) => (value && typeof value === "object" ? null : "must hold the external links"),
    social: list(0),
  });
  checkFields(file, "address", site.address, { lines: textList });
  (site.phones as unknown[]).forEach((phone, i) =>
    checkFields(file, `phones[${i}]`, phone, {
      label: text,
      number: pattern(/^\+?[\d\s-]{8,20}$/, "must be a phone number of digits, spaces and dashes"),
    }),
  );
  (site.emails as unknown[]).forEach((email, i) =>
    checkFields(file, `emails[${i}]`, email, {
      label: text,
      address: pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "must be an e-mail address"),
    }),
  );
  checkFields(file, "vendor", site.vendor, { name: text, url });
  const links = site.links as Record<string, unknown>;
  for (const key of EXTERNAL_LINK_KEYS) {
    if (!(key in links)) throw new DataError(file, `links.${key}`, key, "is missing");
    checkFields(file, `links.${key}`, links[key], { title: text, url });
  }
  const extra = Object.keys(links).find((key) => !EXTERNAL_LINK_KEYS.includes(key as ExternalLinkKey));
  if (extra) throw new DataError(file, `links.${extra}`, extra, `is not a known link (known: ${EXTERNAL_LINK_KEYS.join(", ")})`);
  (site.social as unknown[]).forEach((entry, i) => checkFields(file, `social[${i}]`, entry, { name: text, url }));
  return raw as SiteInfo;
}

const path = pattern(/^\/[A-Za-z0-9\-/]*$/, 'must be a path of this site starting with "/", such as /about-us');

function checkLink(entry: string, value: unknown, extraFields: Record<string, (v: unknown) => string | null>) {
  const named = isRecord(value) && typeof value.title === "string" ? `${entry} "${value.title}"` : entry;
  const link = checkFields(NAVIGATION_FILE, named, value, {
    title: text,
    path: optional(path),
    external: optional(text),
    ...extraFields,
  });
  const label = named;
  if (Boolean(link.path) === Boolean(link.external)) {
    throw new DataError(NAVIGATION_FILE, label, "path", 'must be given, or else "external" (one of the two, not both)');
  }
  if (link.external && !EXTERNAL_LINK_KEYS.includes(link.external as ExternalLinkKey)) {
    throw new DataError(
      NAVIGATION_FILE,
      label,
      "external",
      `must name a link of site.yaml (one of: ${EXTERNAL_LINK_KEYS.join(", ")})`,
    );
  }
  return { link, label };
}

/** The GraphQL query of the frame (src/hooks/useSiteData.ts) reads this many levels below the top. */
export const MAX_NAV_DEPTH = 3;

function checkItems(entry: string, items: unknown[], depth = 0): void {
  items.forEach((item, i) => {
    const { link, label } = checkLink(`${entry}[${i}]`, item, {
      summary: optional(text),
      inMenu: optional(bool),
      inSideMenu: optional(bool),
      itemPage: optional(bool),
      children: optional(list(1)),
    });
    if (!link.children) return;
    if (depth >= MAX_NAV_DEPTH) {
      throw new DataError(NAVIGATION_FILE, label, "children", `may be nested at most ${MAX_NAV_DEPTH} levels deep`);
    }
    checkItems(`${label} > children`, link.children as unknown[], depth + 1);
  });
}

/** Validates navigation.yaml as parsed; throws a DataError naming the first problem. */
export function validateNavigation(raw: unknown): Navigation {
  const nav = checkFields(NAVIGATION_FILE, "navigation", raw, {
    menu: list(1),
    more: list(0),
    footer: list(1),
    topBar: list(1),
    sidePanel: list(1),
  });
  checkItems("menu", nav.menu as unknown[]);
  (nav.more as unknown[]).forEach((group, i) => {
    const g = checkFields(NAVIGATION_FILE, `more[${i}]`, group, {
      title: text,
      path: optional(path),
      children: list(1),
    });
    checkItems(`more[${i}] "${String(g.title)}" > children`, g.children as unknown[], 1);
  });
  for (const key of ["footer", "topBar", "sidePanel"] as const) {
    (nav[key] as unknown[]).forEach((link, i) => checkLink(`${key}[${i}]`, link, {}));
  }
  return raw as Navigation;
}
