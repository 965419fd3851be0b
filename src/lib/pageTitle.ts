/** A page's title as browsers and search results show it: the page's own title, then the school's
 * name; the home page, which has none of its own, the school's name and its home title. */
export function pageTitle(title: string | undefined, site: { name: string; homeTitle: string }): string {
  return title ? `${title} | ${site.name}` : `${site.name} | ${site.homeTitle}`;
}
