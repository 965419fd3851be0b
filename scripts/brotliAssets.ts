import { readdirSync, readFileSync } from "fs";
import path from "path";
import { promisify } from "util";
import { brotliCompress, constants } from "zlib";
import { IMMUTABLE_ASSET } from "../src/lib/hashedFiles";

const compress = promisify(brotliCompress);

/** Whether an Accept-Encoding header takes Brotli (named, or `*`, with a quality above zero). */
export function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? "").split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (coding.trim() !== "br" && coding.trim() !== "*") return false;
    const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((q) => q !== undefined);
    return quality === undefined || Number(quality) > 0;
  });
}

/** The build's hashed scripts and stylesheets (the top of `root`, where webpack writes them), each
 * compressed once at Brotli's best quality. The compression plugin works per response at quality 4,
 * fast enough for every answer; at 11, too slow for that, React's framework script is 15% smaller,
 * as a static host serves it. Keyed by file name. */
export async function brotliAssets(root: string): Promise<Map<string, Buffer>> {
  const files = readdirSync(root).filter((file) => IMMUTABLE_ASSET.test(file));
  const compressed = await Promise.all(
    files.map((file) =>
      compress(readFileSync(path.join(root, file)), {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
    ),
  );
  return new Map(files.map((file, at) => [file, compressed[at]]));
}
