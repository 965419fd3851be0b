import type { ExternalLinkKey, SiteInfo } from "./data/siteSchema";
import type { NavItem, NavLink, Navigation } from "./data/navigationSchema";
import { normalizePath } from "./paths";

export interface Crumb {
  title: string;
  path: string;
}

/** A link after its `external` key has been resolved against site.yaml. */
export interface ResolvedLink {
  title: string;
  href: string;
  external: boolean;
}

/** Every entry of the structure, depth first: main menu first, then the `more` groups. */
function roots(nav: Navigation): NavItem[] {
  return [...nav.menu, ...nav.more];
}

/** Each path's trail, found once for a structure: a page asks for its own on every render. */
const trailIndexes = new WeakMap<Navigation, Map<string, readonly NavItem[]>>();

function trailIndex(nav: Navigation): Map<string, readonly NavItem[]> {
  const known = trailIndexes.get(nav);
  if (known) return known;
  const index = new Map<string, readonly NavItem[]>();
  // Depth first, so that a path named twice keeps its first entry's trail.
  const walk = (items: readonly NavItem[], trail: readonly NavItem[]) => {
    for (const item of items) {
      const here = [...trail, item];
      if (item.path && !index.has(normalizePath(item.path))) index.set(normalizePath(item.path), here);
      walk(item.children ?? [], here);
    }
  };
  walk(roots(nav), []);
  trailIndexes.set(nav, index);
  return index;
}

/** The chain of entries from a root down to the first entry whose path is `path`, or [] if none. */
export function trailTo(nav: Navigation, path: string): readonly NavItem[] {
  return trailIndex(nav).get(normalizePath(path)) ?? [];
}

/** Home, then each ancestor that is a page, then the page itself. Groups without a path are skipped. */
export function breadcrumb(nav: Navigation, path: string, currentTitle?: string): Crumb[] {
  const crumbs: Crumb[] = [{ title: "Home", path: "/" }];
  const target = normalizePath(path);
  if (target === "/") return crumbs;
  for (const item of trailTo(nav, target)) {
    if (item.path && normalizePath(item.path) !== "/") crumbs.push({ title: item.title, path: item.path });
  }
  const last = crumbs[crumbs.length - 1];
  if (normalizePath(last.path) !== target) crumbs.push({ title: currentTitle ?? target.slice(1), path: target });
  else if (currentTitle) last.title = currentTitle;
  return crumbs;
}

export interface SideMenu {
  /** The section's hub page, shown as the menu's heading link. */
  hub: Crumb;
  items: SideMenuItem[];
}

export interface SideMenuItem extends Crumb {
  depth: number;
}

/** An entry a link may point to: a page of this site that shows something without an item's id. */
const linkable = (item: NavItem): item is NavItem & { path: string } => Boolean(item.path) && !item.itemPage;

/** The Quick links of the section (a top-level menu entry with children) that holds `path`.
 * Item pages (a gallery, a post) are left out: without an id they show nothing. */
export function sideMenu(nav: Navigation, path: string): SideMenu | null {
  const section = trailTo(nav, path).find((item) => item.path && item.children?.length);
  if (!section?.path) return null;
  const items: SideMenuItem[] = [];
  const walk = (children: readonly NavItem[], depth: number) => {
    for (const child of children) {
      if (child.inSideMenu === false || !linkable(child)) continue;
      items.push({ title: child.title, path: child.path, depth });
      walk(child.children ?? [], depth + 1);
    }
  };
  walk(section.children ?? [], 0);
  return { hub: { title: section.title, path: section.path }, items };
}

export interface HubCard extends Crumb {
  summary: string;
}

/** An entry of the structure as a hub page's own query reads it: only where its card goes and what
 * the card says, since no other page needs the summaries. */
export interface SummaryEntry {
  readonly path?: string | null;
  readonly summary?: string | null;
  readonly children?: readonly SummaryEntry[] | null;
}

/** Each entry's summary by its path, at every depth. */
export function summariesByPath(entries: readonly SummaryEntry[]): Map<string, string> {
  const summaries = new Map<string, string>();
  const walk = (items: readonly SummaryEntry[]) => {
    for (const item of items) {
      if (item.path && item.summary) summaries.set(normalizePath(item.path), item.summary);
      walk(item.children ?? []);
    }
  };
  walk(entries);
  return summaries;
}

/** The cards of a hub page: its direct children that are pages of this site (not item pages), each
 * with its summary. */
export function hubCards(nav: Navigation, path: string, summaries: ReadonlyMap<string, string>): HubCard[] {
  const trail = trailTo(nav, path);
  const hub = trail[trail.length - 1];
  return (hub?.children ?? []).filter(linkable).map((child) => ({
    title: child.title,
    path: child.path,
    summary: summaries.get(normalizePath(child.path)) ?? "",
  }));
}

/** The main menu: entries with inMenu false, and item pages, are dropped at every depth. */
export function mainMenu(nav: Navigation): NavItem[] {
  const keep = (items: readonly NavItem[]): NavItem[] =>
    items
      .filter((item) => item.inMenu !== false && !item.itemPage)
      .map((item) => ({ ...item, children: item.children ? keep(item.children) : null }));
  return keep(nav.menu);
}

export interface SitemapGroup {
  title: string;
  path: string | null;
  links: SideMenuItem[];
}

/** Every page of the site grouped by section, each page once, for /sitemap. External links are left out. */
export function sitemapGroups(nav: Navigation): SitemapGroup[] {
  const seen = new Set<string>();
  const collect = (items: readonly NavItem[], depth: number, out: SideMenuItem[]) => {
    for (const item of items) {
      if (linkable(item) && !seen.has(normalizePath(item.path))) {
        seen.add(normalizePath(item.path));
        out.push({ title: item.title, path: item.path, depth });
      }
      collect(item.children ?? [], depth + 1, out);
    }
  };
  const groups: SitemapGroup[] = [];
  const standalone: SideMenuItem[] = [];
  for (const root of roots(nav)) {
    if (root.children?.length) {
      const links: SideMenuItem[] = [];
      if (root.path && !seen.has(normalizePath(root.path))) {
        seen.add(normalizePath(root.path));
        links.push({ title: root.title, path: root.path, depth: 0 });
      }
      collect(root.children, root.path ? 1 : 0, links);
      if (links.length) groups.push({ title: root.title, path: root.path ?? null, links });
    } else {
      collect([root], 0, standalone);
    }
  }
  if (standalone.length) groups.unshift({ title: "General", path: null, links: standalone });
  return groups;
}

/** Every distinct page path named in the structure (menus, groups, footer and top bar). */
export function allPaths(nav: Navigation): string[] {
  const paths = new Set<string>();
  const walk = (items: readonly NavItem[]) => {
    for (const item of items) {
      if (item.path) paths.add(normalizePath(item.path));
      walk(item.children ?? []);
    }
  };
  walk(roots(nav));
  walk(nav.footer);
  walk(nav.topBar);
  walk(nav.sidePanel);
  return [...paths];
}

/** Pages that show one item chosen by `?id=`: never linked bare, so left out of sitemap.xml. */
export function itemPagePaths(nav: Navigation): string[] {
  const paths: string[] = [];
  const walk = (items: readonly NavItem[]) => {
    for (const item of items) {
      if (item.path && item.itemPage) paths.push(normalizePath(item.path));
      walk(item.children ?? []);
    }
  };
  walk(roots(nav));
  return paths;
}

/** The side panel's links below a section's Quick links, without the section's own hub. */
export function sidePanelLinks(nav: Navigation, hubPath: string): readonly NavLink[] {
  return nav.sidePanel.filter((link) => !link.path || normalizePath(link.path) !== normalizePath(hubPath));
}

/** Turns a structure link into an href: its path, or the external URL its key names in site.yaml. */
export function resolveLink(link: NavLink, site: Pick<SiteInfo, "links">): ResolvedLink {
  if (link.external) {
    const target = site.links[link.external as ExternalLinkKey];
    return { title: link.title, href: target?.url ?? "", external: true };
  }
  return { title: link.title, href: link.path ?? "/", external: false };
}

/** The part of the site a page belongs to: the top-level entry above it (a section such as Fee
 * Structure, or a group such as News & Events), or the page itself at the top level; null for a
 * page outside the structure and for the home page. */
export function sectionOf(nav: Navigation, path: string): string | null {
  if (normalizePath(path) === "/") return null;
  return trailTo(nav, path)[0]?.title ?? null;
}
