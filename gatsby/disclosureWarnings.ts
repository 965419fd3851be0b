import type { Reporter } from "gatsby";
import { indiaTodayIso } from "@school/contract/indiaToday";
import type { SiteDataFiles } from "../src/lib/data/readDataFiles";
import { disclosureFindings, disclosureWarnings } from "../src/lib/disclosureFindings";

/** The build's warnings about the Mandatory Public Disclosure (src/lib/disclosureFindings.ts): a
 * document past or near its date of expiry on the school's day, and the facts still empty. They do
 * not stop the build: the page shows what the school has published, and says so where it has not. */
export function warnAboutDisclosure(data: SiteDataFiles, reporter: Pick<Reporter, "warn">, now = new Date()): void {
  for (const warning of disclosureWarnings(disclosureFindings(data, indiaTodayIso(now)))) reporter.warn(warning);
}
