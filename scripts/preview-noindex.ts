/** `npm run preview:noindex`: keeps a pull request's preview out of search engines. Run on the
 * preview's build only, it adds a block to public/_headers (gatsby/securityHeaders.ts writes the
 * file) that sends `X-Robots-Tag: noindex` with every file. Cloudflare Pages joins the headers of
 * every block a path matches, so the block adds this one header to each page's own. It refuses a
 * file that sets X-Robots-Tag already, where the two values would be joined into one. */
import { appendFileSync, readFileSync } from "fs";

export const NOINDEX_BLOCK = "/*\n  X-Robots-Tag: noindex\n";

/** The block to append to `headers` (a `_headers` file's text); throws when it sets the header already. */
export function noindexBlock(headers: string): string {
  const line = headers.split("\n").findIndex((text) => /^\s+x-robots-tag\s*:/i.test(text));
  if (line !== -1) throw new Error(`line ${line + 1} sets X-Robots-Tag already`);
  return `${headers.endsWith("\n") ? "\n" : "\n\n"}${NOINDEX_BLOCK}`;
}

if (require.main === module) {
  const file = process.argv[2] ?? "public/_headers";
  try {
    appendFileSync(file, noindexBlock(readFileSync(file, "utf8")));
    console.log(`${file}: every file of this preview is sent with X-Robots-Tag: noindex`);
  } catch (error) {
    console.error(`${file}: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
