import { readFileSync, rmSync, writeFileSync } from "fs";
import path from "path";
import { promisify } from "util";
import { brotliCompress, constants } from "zlib";
import { IMMUTABLE_ASSET } from "../src/lib/hashedFiles";
import { builtFiles } from "./builtPages";

const compress = promisify(brotliCompress);

/** Whether the build writes a Brotli copy of a file of `public/` (its path there, with slashes):
 * the hashed scripts and stylesheets at the top, where webpack writes them, every page, and the
 * page data Gatsby's loader fetches before a page can start. These are what a visit downloads
 * first, and none of them changes until the next build. */
export function compressedAhead(file: string): boolean {
  if (!file.includes("/") && IMMUTABLE_ASSET.test(file)) return true;
  return file.endsWith(".html") || (file.startsWith("page-data/") && file.endsWith(".json"));
}

/** Writes beside each such file its Brotli copy at the best quality, x.br, for the site server to
 * send as it is (@fastify/static's preCompressed). Compressing per response runs at quality 4,
 * fast enough for every answer; at 11, too slow for that, React's framework script is 15% smaller
 * and a page about 15% (a page that fits a phone's first round trip or not), as a static host
 * serves them. Returns how many it wrote. */
export async function writeBrotliAssets(root: string): Promise<number> {
  const files = builtFiles(root).filter(compressedAhead);
  await Promise.all(
    files.map(async (file) => {
      const compressed = await compress(readFileSync(path.join(root, file)), {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      });
      writeFileSync(path.join(root, `${file}.br`), compressed);
    }),
  );
  return files.length;
}

/** Removes the Brotli copies an earlier build wrote, before a build writes its pages: were the build
 * to fail, the site server would otherwise send the earlier pages' copies in place of the new pages.
 * Returns how many it removed. */
export function removeBrotliAssets(root: string): number {
  const copies = builtFiles(root).filter((file) => file.endsWith(".br") && compressedAhead(file.slice(0, -3)));
  for (const copy of copies) rmSync(path.join(root, copy), { force: true });
  return copies.length;
}
