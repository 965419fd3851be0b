/** The development server's watch on content/data: a saved file is read and checked again, and its
 * nodes, PDFs and checked copy are remade, so that the pages show the change without a restart. A
 * file the build would refuse is reported (the same message the build gives) and changes nothing. */
import { watch } from "fs";
import path from "path";
import type { Reporter } from "gatsby";
import type { SiteDataFiles } from "../src/lib/data/readDataFiles";
import { warnAboutDisclosure } from "./disclosureWarnings";
import { warnAboutOlderSessions } from "./sessionWarnings";
import { writeDocuments } from "./documents";
import { loadSiteData } from "./siteData";

const DATA_DIR = path.resolve("content/data");
/** An editor writes a file in several steps; the files are read once they have settled. */
const SETTLE_MS = 200;

let watching = false;

export function watchDataFiles(reporter: Reporter, remake: (data: SiteDataFiles) => void): void {
  if (watching) return;
  watching = true;
  let timer: NodeJS.Timeout | undefined;
  watch(DATA_DIR, () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      try {
        const data = loadSiteData();
        warnAboutDisclosure(data, reporter);
        warnAboutOlderSessions(data, reporter);
        await writeDocuments(data);
        remake(data);
        reporter.info("content/data changed: the pages show it now");
      } catch (error) {
        reporter.error(`content/data was not taken: ${(error as Error).message}`);
      }
    }, SETTLE_MS);
  });
}
