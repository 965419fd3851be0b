import { readdirSync, readFileSync, writeFileSync } from "fs";
import path from "path";
import { promisify } from "util";
import { brotliCompress, constants } from "zlib";
import { IMMUTABLE_ASSET } from "../src/lib/hashedFiles";

const compress = promisify(brotliCompress);

/** Writes beside each of the build's hashed scripts and stylesheets (the top of `root`, where
 * webpack writes them) its Brotli copy at the best quality, x.js.br, for the site server to send
 * as it is (@fastify/static's preCompressed). Compressing per response runs at quality 4, fast
 * enough for every answer; at 11, too slow for that, React's framework script is 15% smaller, as a
 * static host serves it. Returns how many it wrote. */
export async function writeBrotliAssets(root: string): Promise<number> {
  const files = readdirSync(root).filter((file) => IMMUTABLE_ASSET.test(file));
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
