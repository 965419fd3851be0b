import { mkdirSync, writeFileSync } from "fs";
import path from "path";
import type { SiteDataFiles } from "../src/lib/data/readDataFiles";
import { siteDocuments } from "../src/lib/pdf/siteDocuments";

let sizes: Record<string, number> | null = null;

/** Makes the site's PDFs from the checked data and writes them under public/, where both the
 * production build and `gatsby develop` serve them. */
export async function writeDocuments(data: SiteDataFiles): Promise<void> {
  const documents = await siteDocuments(data);
  sizes = {};
  for (const [address, bytes] of Object.entries(documents)) {
    const file = path.resolve("public", `.${address}`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    sizes[address] = bytes.length;
  }
}

/** The size in bytes of each PDF the build made, by address. */
export function documentSizes(): Record<string, number> {
  if (!sizes) throw new Error("The PDFs have not been made yet: onPreBootstrap makes them first");
  return sizes;
}
