/** A Markdown page's route is its file name under content/pages without `.md`, as written (case
 * kept); index.md is the home page. The build names pages by it (gatsby/pagePath.ts), and a pull
 * request's preview links the page it changes (scripts/preview-status.ts). */
export function pageRoute(name: string): string {
  return name === "index" ? "/" : `/${name}`;
}
