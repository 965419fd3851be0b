/** `npm run deployment:url`: the address of the Cloudflare Pages deployment wrangler has just made,
 * read from the file wrangler writes its results to (WRANGLER_OUTPUT_FILE_PATH, one JSON object a
 * line): its words on the terminal change between versions, that file's entries are versioned. It
 * prints the address and, in GitHub Actions, gives it to later steps as the step's output `url`. */
import { appendFileSync, readFileSync } from "fs";

interface WranglerEntry {
  type?: string;
  url?: string;
}

/** The address of the last Pages deployment in wrangler's output. */
export function deploymentUrl(output: string): string | undefined {
  const entries = output
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as WranglerEntry);
  return entries.filter((entry) => entry.type === "pages-deploy-detailed" && entry.url).pop()?.url;
}

if (require.main === module) {
  try {
    const file = process.env.WRANGLER_OUTPUT_FILE_PATH;
    if (!file) throw new Error("WRANGLER_OUTPUT_FILE_PATH names no file: set it for `wrangler pages deploy` and here");
    const url = deploymentUrl(readFileSync(file, "utf8"));
    if (!url) throw new Error(`wrangler wrote no Pages deployment to ${file}: did \`wrangler pages deploy\` succeed?`);
    console.log(url);
    if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `url=${url}\n`);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
