import path from "path";
import { buildSync } from "esbuild";

/** src/lib/itemCover.ts as script for the head of an item page (itemPreload.ts): a statement that
 * sets the variable `itemCover`, which the script around it declares, to the module's function.
 * Bundled from the module the page's own bundle holds, so the script chooses the picture as the
 * page does. */
export function itemCoverScript(): string {
  const { outputFiles } = buildSync({
    stdin: {
      contents: 'import { itemCover as read } from "./src/lib/itemCover";\nitemCover = read;',
      resolveDir: path.resolve("."),
      loader: "ts",
    },
    bundle: true,
    write: false,
    format: "iife",
    minify: true,
    target: "es2017",
    logLevel: "silent",
  });
  return outputFiles[0].text.trim();
}
