import { createHash } from "crypto";
import { mkdir, readFile, rename, rm, writeFile } from "fs/promises";
import path from "path";
import { deserialize, serialize } from "v8";
import sharp from "sharp";
import { randomName } from "../randomName";

/** Where build tools keep their caches: beside the installed packages (node_modules/.cache). */
export const SAMPLE_IMAGE_CACHE = path.join(
  path.dirname(require.resolve("sharp/package.json")),
  "..",
  ".cache",
  "school-sample-images",
);

/** The cache's key: the recipe itself and the encoders' versions, so that a changed drawing, quality
 * or libvips makes new pictures rather than serving old ones. */
const keyOf = (recipe: unknown) =>
  createHash("sha256")
    .update(JSON.stringify([recipe, sharp.versions]))
    .digest("hex");

const isBufferList = (value: unknown, length: number): value is Buffer[] =>
  Array.isArray(value) && value.length === length && value.every((item) => item instanceof Uint8Array);

/**
 * The encoded pictures of `recipe`, made by `make` or taken from the copy an earlier seed on this
 * machine kept: the same recipe gives the same bytes, and drawing and encoding the sample's hundred
 * photos (four smaller copies each) took about 13 s of processor time every time a data folder was
 * seeded. A copy that cannot be read (missing, torn, of another shape) is made anew; one that cannot
 * be written (a read-only install, a full disk) is not kept, and the seed goes on with the pictures.
 */
export async function cachedImages(
  recipe: unknown,
  count: number,
  make: () => Promise<Buffer[]>,
  cacheDir: string = SAMPLE_IMAGE_CACHE,
): Promise<Buffer[]> {
  const file = path.join(cacheDir, `${keyOf(recipe)}.bin`);
  try {
    const kept: unknown = deserialize(await readFile(file));
    if (isBufferList(kept, count)) return kept.map((bytes) => Buffer.from(bytes));
  } catch {
    // Not kept yet, or unreadable: made below.
  }
  const made = await make();
  // Whole or not at all: another seed running at the same time reads either nothing or all of it.
  const partial = `${file}.${randomName().slice(0, 8)}.part`;
  try {
    await mkdir(cacheDir, { recursive: true });
    await writeFile(partial, serialize(made));
    await rename(partial, file);
  } catch {
    await rm(partial, { force: true }).catch(() => undefined);
  }
  return made;
}
