/** Checks that span two data files, run once each file has passed its own schema: a link of
 * navigation.yaml to a link site.yaml no longer holds, or a page of the disclosure that the site has
 * not got, would otherwise reach the pages as a link to nowhere. */
import { allPaths } from "../navigation";
import { normalizePath } from "../paths";
import { DataError, describeEntry } from "./dataError";
import { DISCLOSURE_FILE, type Disclosure } from "./disclosureSchema";
import { NAVIGATION_FILE, type Navigation } from "./navigationSchema";
import type { SiteInfo } from "./siteSchema";

type Entry = { external?: string | null; children?: readonly Entry[] | null };

/** Every `external` of navigation.yaml names a link site.yaml holds (some, such as the disclosure's
 * PDF, may be left out of site.yaml). */
export function externalLinkFaults(nav: Navigation, site: Pick<SiteInfo, "links">): DataError[] {
  const links = site.links as Record<string, unknown>;
  const walk = (entries: readonly Entry[], path: (string | number)[]): DataError[] =>
    entries.flatMap((entry, i) => [
      ...(entry.external && !links[entry.external]
        ? [
            new DataError(
              NAVIGATION_FILE,
              describeEntry(nav, [...path, i]),
              "external",
              `names the link "${entry.external}", which content/data/site.yaml does not hold`,
            ),
          ]
        : []),
      ...walk(entry.children ?? [], [...path, i, "children"]),
    ]);
  return (["menu", "more", "footer", "topBar", "sidePanel"] as const).flatMap((key) => walk(nav[key], [key]));
}

/** The pages the disclosure links (the fee structure, the school calendar) are pages of the site. */
export function disclosurePageFaults(disclosure: Disclosure, nav: Navigation): DataError[] {
  const known = new Set(allPaths(nav));
  return (["feeStructure", "academicCalendar"] as const)
    .filter((field) => !known.has(normalizePath(disclosure.academics[field])))
    .map(
      (field) =>
        new DataError(
          DISCLOSURE_FILE,
          "academics",
          field,
          `must be a page named in content/data/navigation.yaml (got ${disclosure.academics[field]})`,
        ),
    );
}
