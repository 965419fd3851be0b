import { writeFileSync } from "fs";
import { withoutStreamNulBytes } from "../src/lib/streamNulBytes";
import type { BuiltPage } from "./builtPages";

/** Rewrites each built page that React's streaming renderer left NUL bytes in; answers the pages
 * as they now are, and how many were repaired. */
export function repairBuiltPages(pages: BuiltPage[]): { pages: BuiltPage[]; repaired: number } {
  let repaired = 0;
  const fixed = pages.map((page) => {
    const html = withoutStreamNulBytes(page.html);
    if (html === page.html) return page;
    writeFileSync(page.file, html);
    repaired += 1;
    return { ...page, html };
  });
  return { pages: fixed, repaired };
}
