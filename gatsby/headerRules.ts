import type { HeaderRule } from "../src/lib/headersFile";
import { CACHE_RULES } from "./cacheRules";

type Headers = Record<string, string>;

/** The rules of public/_headers. Cloudflare Pages applies every rule that matches a request and joins
 * a header two of them set ("SAMEORIGIN, SAMEORIGIN"), so each header is written once for all in
 * "/*", and a page's rule holds only what differs from it, detaching the "/*" value first.
 * "/*" also holds the headers of `fallback`, the page Cloudflare sends for an address it has no
 * file for (404.html), which no rule of its own can name. A page then costs one rule, and a line
 * or two for each header that differs: its policy, which holds the hashes of its own inline
 * scripts; the editor's opener policy too. */
export function headerRules(
  everyAnswer: Headers,
  fallback: Headers,
  pages: { path: string; headers: Headers }[],
): HeaderRule[] {
  const shared = { ...everyAnswer, ...fallback };
  const own = pages.map(({ path, headers }): HeaderRule => {
    const differ = Object.entries(headers).filter(([name, value]) => shared[name] !== value);
    return {
      path,
      detach: differ.map(([name]) => name).filter((name) => name in shared),
      set: Object.fromEntries(differ),
    };
  });
  return [
    { path: "/*", detach: [], set: shared },
    ...CACHE_RULES,
    ...own.filter((rule) => Object.keys(rule.set).length > 0),
  ];
}
