/** The site as an installable web app: its manifest and icons, drawn at build time from the crest
 * (static/favicon.svg). Android crops a maskable icon to a circle, a squircle or a rounded square,
 * keeping only the circle of 40% of its size around the centre; the crest stays inside that. */
import type { SiteInfo } from "./data/siteSchema";

export const THEME_COLOUR = "#0b3d6e";
export const BACKGROUND_COLOUR = "#ffffff";
export const MANIFEST_PATH = "/manifest.webmanifest";

type Purpose = "any" | "maskable";

export interface AppIcon {
  path: string;
  size: number;
  /** As the sizes attribute writes it: "192x192". */
  sizes: string;
  purpose: Purpose;
  /** Filled behind the crest; transparent when null. */
  background: string | null;
  /** The share of the icon's height the crest takes. */
  crestHeight: number;
}

/** The crest is 56 by 64 units (static/favicon.svg). */
export const CREST_ASPECT = 56 / 64;

/** A maskable icon's crest: its half-diagonal (0.5 × √(0.875² + 1) × 0.56 ≈ 0.372 of the icon) stays
 * inside the safe circle of radius 0.4. */
const MASKABLE_CREST = 0.56;

// Plain constants, each on its own: the pages' script keeps only the three the head names.
export const FAVICON: AppIcon = {
  path: "/icons/favicon-32.png",
  size: 32,
  sizes: "32x32",
  purpose: "any",
  background: null,
  crestHeight: 1,
};
export const APPLE_TOUCH_ICON: AppIcon = {
  path: "/icons/apple-touch-icon.png",
  size: 180,
  sizes: "180x180",
  purpose: "any",
  background: THEME_COLOUR,
  crestHeight: 0.72,
};
/** Also the school's logo in its structured data. */
export const LARGE_ICON: AppIcon = {
  path: "/icons/icon-512.png",
  size: 512,
  sizes: "512x512",
  purpose: "any",
  background: null,
  crestHeight: 0.94,
};
/** Also the icon of an urgent notice on a phone (src/push/pushWorker.ts). */
export const SMALL_ICON: AppIcon = {
  path: "/icons/icon-192.png",
  size: 192,
  sizes: "192x192",
  purpose: "any",
  background: null,
  crestHeight: 0.94,
};
const MASKABLE_SMALL: AppIcon = {
  path: "/icons/maskable-192.png",
  size: 192,
  sizes: "192x192",
  purpose: "maskable",
  background: THEME_COLOUR,
  crestHeight: MASKABLE_CREST,
};
const MASKABLE_LARGE: AppIcon = {
  path: "/icons/maskable-512.png",
  size: 512,
  sizes: "512x512",
  purpose: "maskable",
  background: THEME_COLOUR,
  crestHeight: MASKABLE_CREST,
};

/** The icons the manifest lists. */
export const MANIFEST_ICONS: readonly AppIcon[] = [SMALL_ICON, LARGE_ICON, MASKABLE_SMALL, MASKABLE_LARGE];

/** Every icon the build draws. */
export const APP_ICONS: readonly AppIcon[] = [FAVICON, APPLE_TOUCH_ICON, ...MANIFEST_ICONS];

/** Where the crest sits in an icon, in pixels: centred. */
export function crestBox({ size, crestHeight }: Pick<AppIcon, "size" | "crestHeight">) {
  const height = size * crestHeight;
  const width = height * CREST_ASPECT;
  return { x: (size - width) / 2, y: (size - height) / 2, width, height };
}

/** The icon as SVG: the crest (the inside of static/favicon.svg) centred on its background. */
export function iconSvg(appIcon: AppIcon, crestSvg: string): string {
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(crestSvg)?.[1];
  if (!inner) throw new Error("The crest is not an SVG document");
  const { x, y, width, height } = crestBox(appIcon);
  const background = appIcon.background ? `<rect width="100%" height="100%" fill="${appIcon.background}"/>` : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${appIcon.size}" height="${appIcon.size}">${background}` +
    `<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="0 0 56 64">${inner}</svg></svg>`
  );
}

/** The web app manifest: what a phone shows when the site is added to its home screen. */
export function webManifest(site: Pick<SiteInfo, "name" | "shortName" | "tagline">) {
  return {
    name: site.name,
    short_name: site.shortName,
    description: site.tagline,
    lang: "en-IN",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: MANIFEST_ICONS.map(({ path, sizes, purpose }) => ({ src: path, sizes, type: "image/png", purpose })),
  };
}
