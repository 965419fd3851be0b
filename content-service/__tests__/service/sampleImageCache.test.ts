/** @jest-environment node */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "fs";
import path from "path";
import { serialize } from "v8";
import { cachedImages } from "../../src/seed/sampleImageCache";
import { tempDir } from "./helpers";

const RECIPE = { svg: "<svg/>", quality: 62 };
const PICTURES = [Buffer.from("photo"), Buffer.from("copy 480"), Buffer.from("copy 960")];

/** A maker that counts its calls. */
function maker(pictures: Buffer[] = PICTURES) {
  const calls = { count: 0 };
  const make = async () => {
    calls.count += 1;
    return pictures;
  };
  return { calls, make };
}

/** The one file the cache folder holds. */
function keptFile(cacheDir: string): string {
  const files = readdirSync(cacheDir);
  expect(files).toHaveLength(1);
  return path.join(cacheDir, files[0]);
}

describe("the sample pictures a seed keeps", () => {
  it("are made once for a recipe and given back byte for byte after", async () => {
    const cacheDir = tempDir("image-cache");
    const { calls, make } = maker();
    expect(await cachedImages(RECIPE, 3, make, cacheDir)).toEqual(PICTURES);
    expect(await cachedImages(RECIPE, 3, make, cacheDir)).toEqual(PICTURES);
    expect(calls.count).toBe(1);
  });

  it.each([
    ["another drawing", { ...RECIPE, svg: "<svg><text>Sports Day</text></svg>" }],
    ["another quality", { ...RECIPE, quality: 70 }],
  ])("are made anew for %s", async (_change, recipe) => {
    const cacheDir = tempDir("image-cache");
    const { calls, make } = maker();
    await cachedImages(RECIPE, 3, make, cacheDir);
    await cachedImages(recipe, 3, make, cacheDir);
    expect(calls.count).toBe(2);
  });

  it.each([
    ["torn", Buffer.from("not a serialized list")],
    ["of another count", serialize([Buffer.from("photo")])],
    ["of another shape", serialize({ photo: "photo" })],
  ])("are made anew, and kept again, when the kept copy is %s", async (_state, bytes) => {
    const cacheDir = tempDir("image-cache");
    await cachedImages(RECIPE, 3, maker().make, cacheDir);
    writeFileSync(keptFile(cacheDir), bytes);
    const { calls, make } = maker();
    expect(await cachedImages(RECIPE, 3, make, cacheDir)).toEqual(PICTURES);
    expect(calls.count).toBe(1);
    expect(await cachedImages(RECIPE, 3, make, cacheDir)).toEqual(PICTURES);
    expect(calls.count).toBe(1);
  });

  it("are still given when they cannot be kept, and nothing half-written is left", async () => {
    const parent = tempDir("image-cache");
    const cacheDir = path.join(parent, "kept");
    // A file where the folder would be: no folder can be made there.
    writeFileSync(cacheDir, "");
    const { calls, make } = maker();
    expect(await cachedImages(RECIPE, 3, make, cacheDir)).toEqual(PICTURES);
    expect(await cachedImages(RECIPE, 3, make, cacheDir)).toEqual(PICTURES);
    expect(calls.count).toBe(2);
    expect(readdirSync(parent)).toEqual(["kept"]);
  });

  it("leave no half-written file behind when the copy cannot be put in place", async () => {
    const cacheDir = tempDir("image-cache");
    await cachedImages(RECIPE, 3, maker().make, cacheDir);
    const kept = keptFile(cacheDir);
    rmSync(kept);
    // A folder by the copy's name: the finished file cannot be renamed onto it.
    mkdirSync(kept);
    const { calls, make } = maker();
    expect(await cachedImages(RECIPE, 3, make, cacheDir)).toEqual(PICTURES);
    expect(calls.count).toBe(1);
    expect(readdirSync(cacheDir)).toEqual([path.basename(kept)]);
  });
});
