/** Routes are compared without a trailing slash, so /about-us and /about-us/ are one page. */
export function normalizePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] || "/";
  if (withoutQuery === "/") return "/";
  return withoutQuery.replace(/\/+$/, "") || "/";
}
