/** `npm run disclosure`: what the Mandatory Public Disclosure still lacks on the school's day, as every
 * build warns of it (src/lib/disclosureFindings.ts): documents whose date of expiry has passed or is
 * less than 60 days away, and facts left empty. `npm test` runs it and lists the same lines. It exits
 * 1 only when the data files cannot be read (the build would stop); what they lack is not a failure:
 * the page says "To be published by the school" for it. */
import { indiaTodayIso } from "@school/contract/indiaToday";
import { readAllData } from "../src/lib/data/readDataFiles";
import { disclosureFindings, disclosureWarnings } from "../src/lib/disclosureFindings";

try {
  const today = indiaTodayIso();
  const findings = disclosureFindings(readAllData(), today);
  for (const warning of disclosureWarnings(findings)) console.log(`warn ${warning}`);
  const count = (kind: string, one: string, many: string) => {
    const n = findings.filter((finding) => finding.kind === kind).length;
    return `${n} ${n === 1 ? one : many}`;
  };
  console.log(
    `Mandatory Public Disclosure on ${today}: ${count("expired", "document", "documents")} expired, ` +
      `${count("expiring", "expiring", "expiring")} within 60 days, ${count("empty", "entry", "entries")} empty`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
