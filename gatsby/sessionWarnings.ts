import type { Reporter } from "gatsby";
import type { SiteDataFiles } from "../src/lib/data/readDataFiles";
import { olderSessionWarnings } from "../src/lib/data/olderSessionWarnings";

/** The build's warnings of fees or Class XI criteria older than the admission session
 * (src/lib/data/olderSessionWarnings.ts); the build goes on. */
export function warnAboutOlderSessions(data: SiteDataFiles, reporter: Pick<Reporter, "warn">): void {
  for (const warning of olderSessionWarnings(data)) reporter.warn(warning);
}
