/** `npm run test:html`: the Nu HTML Checker over every page of the existing build (npm run build). */
import { existsSync } from "fs";
import { checkBuiltPages } from "./lib/htmlCheck.mjs";

try {
  if (!existsSync("public/index.html")) throw new Error("No build in public/: run `npm run build` first.");
  const { failed } = await checkBuiltPages();
  process.exitCode = failed ? 1 : 0;
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
}
