/** True while the build writes a page's HTML (Node), false in the browser. A page's `Head` is
 * rendered in both: in the browser, Gatsby renders it again on every move between pages. */
export const atBuildTime = typeof window === "undefined";
