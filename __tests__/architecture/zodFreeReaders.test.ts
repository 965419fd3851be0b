/** @jest-environment node */
import { readdirSync } from "fs";
import path from "path";
import { buildSync } from "esbuild";

/** The entity readers are in every page's first script (src/client/content.ts): bundled as the site
 * bundles them, they must bring no schema library with them, only the contract's own code. */
const ENTITIES = path.resolve("packages/contract/src/entities");
const readers = readdirSync(ENTITIES).filter((file) => file.endsWith("Read.ts"));

it("finds the readers", () => {
  expect(readers).toEqual(expect.arrayContaining(["newsRead.ts", "blogRead.ts", "alertRead.ts"]));
});

it.each(readers)("%s bundles without zod or yup", (file) => {
  const { metafile } = buildSync({
    entryPoints: [path.join(ENTITIES, file)],
    bundle: true,
    write: false,
    metafile: true,
    format: "esm",
    logLevel: "silent",
  });
  const inputs = Object.keys(metafile.inputs);
  expect(inputs.filter((input) => /node_modules/.test(input))).toEqual([]);
  expect(inputs.every((input) => input.startsWith("packages/contract/src/"))).toBe(true);
});
