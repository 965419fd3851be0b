import { spawnSync } from "child_process";

/** Site search's index: Pagefind reads every built page (the parts marked data-pagefind-body) and
 * writes its index and its script under public/pagefind/, which the search dialog loads when a
 * visitor opens it. */
export function writeSearchIndex(): void {
  const result = spawnSync(
    "npx",
    ["--no-install", "pagefind", "--site", "public", "--force-language", "en", "--quiet"],
    {
      encoding: "utf8",
    },
  );
  if (result.status !== 0) {
    throw new Error(
      `Pagefind could not index the site: ${(result.stderr || result.stdout || String(result.error)).trim()}`,
    );
  }
}
