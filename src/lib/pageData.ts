/** Where Gatsby's loader reads a page's data: `/page-data/<path>/page-data.json`, to which the loader
 * appends the address's query when it has one (gatsby/cache-dir/loader.js, createPageDataUrl). */
export function pageDataUrl(pagePath: string): string {
  const dir = pagePath === "/" ? "index" : pagePath.replace(/^\/+|\/+$/g, "");
  return `/page-data/${dir}/page-data.json`;
}
