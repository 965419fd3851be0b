/** content/data/navigation.yaml: the site's structure. The main menu, footer, top bar, side menus,
 * hub cards, breadcrumbs and the sitemap all come from it. */
import * as z from "zod";
import { bool, list, optional, pattern, record, text } from "./fields";
import { EXTERNAL_LINK_KEYS } from "./siteSchema";

export const NAVIGATION_FILE = "content/data/navigation.yaml";

/** The frame's GraphQL query (src/hooks/useSiteData.ts) reads this many levels below the top. */
export const MAX_NAV_DEPTH = 3;

export const sitePath = pattern(
  /^\/[A-Za-z0-9\-/]*$/,
  'must be a path of this site starting with "/", such as /about-us',
);

const linkFields = {
  title: text,
  path: optional(sitePath),
  external: optional(
    z
      .enum(EXTERNAL_LINK_KEYS, { error: `must name a link of site.yaml (one of: ${EXTERNAL_LINK_KEYS.join(", ")})` })
      .meta({ id: "ExternalLinkKey", description: "The key of a link in site.yaml, for a link to another website" }),
  ),
};

/** A link goes to a page of this site (`path`) or to a link of site.yaml (`external`), never both. */
function onePlace(link: { path?: string | null; external?: string | null }, ctx: z.RefinementCtx) {
  if (Boolean(link.path) === Boolean(link.external)) {
    ctx.addIssue({
      code: "custom",
      path: ["path"],
      input: link.path,
      message: 'must be given, or else "external" (one of the two, not both)',
    });
  }
}

const navLink = record(linkFields).superRefine(onePlace).meta({ id: "NavLinkYaml" });

const itemFields = {
  ...linkFields,
  summary: optional(text).describe("One line for the card on the section's hub page"),
  inMenu: optional(bool).describe("false leaves the entry out of the main menu"),
  inSideMenu: optional(bool).describe("false leaves the entry out of its section's Quick links"),
  itemPage: optional(bool)
    .describe(
      "A page that shows one item chosen by ?id=: it has a place in the breadcrumbs, but the sitemaps leave it out",
    )
    .meta({ editor: "developersOnly" }),
};

type NavItemShape = z.infer<z.ZodObject<typeof itemFields>> & { readonly children?: readonly NavItemShape[] | null };

const navItem: z.ZodType<NavItemShape> = record({
  ...itemFields,
  get children() {
    return optional(list(navItem));
  },
})
  .superRefine(onePlace)
  .meta({ id: "NavItemYaml" });

/** The "more" groups: entries outside the main menu (footer pages), grouped for the sitemap. */
const navGroup = record({ title: text, path: optional(sitePath), children: list(navItem) });

type Entry = { readonly children?: readonly Entry[] | null };

/** Deeper entries than the frame's query reads would silently vanish from the menu. */
function notTooDeep(entries: readonly Entry[], path: (string | number)[], depth: number, ctx: z.RefinementCtx) {
  entries.forEach((entry, i) => {
    if (!entry.children) return;
    if (depth >= MAX_NAV_DEPTH) {
      ctx.addIssue({
        code: "custom",
        path: [...path, i, "children"],
        input: entry.children,
        message: `may be nested at most ${MAX_NAV_DEPTH} levels deep`,
      });
      return;
    }
    notTooDeep(entry.children, [...path, i, "children"], depth + 1, ctx);
  });
}

export const navigationSchema = record({
  menu: list(navItem),
  more: list(navGroup, 0, "groups"),
  footer: list(navLink),
  topBar: list(navLink),
  sidePanel: list(navLink).describe("Links every section's side panel shows below its Quick links"),
}).superRefine((nav, ctx) => {
  notTooDeep(nav.menu, ["menu"], 0, ctx);
  nav.more.forEach((group, i) => notTooDeep(group.children, ["more", i, "children"], 1, ctx));
});

export type Navigation = z.infer<typeof navigationSchema>;
export type NavItem = NavItemShape;
export type NavLink = z.infer<typeof navLink>;
