import { readFileSync, writeFileSync } from "fs";
import path from "path";
import { API_BASE_URL, READ_BASE_URL } from "../src/lib/serviceAddress";
import { siteData } from "./siteData";

const STAMP = "public/.build-stamp";

/** Records, as the build's last step, what this build was made for: the content service's address,
 * the address its pages read the service's content from, and the school code it put into the
 * pages. Written by every `gatsby build` (npm run build too), so that scripts/lib/build.mjs never
 * takes a build made for another service as current. */
export function writeBuildStamp(): void {
  const stamp = {
    builtAt: new Date().toISOString(),
    apiUrl: API_BASE_URL,
    readUrl: READ_BASE_URL,
    schoolCode: siteData().site.schoolCode,
  };
  writeFileSync(path.resolve(STAMP), `${JSON.stringify(stamp, null, 2)}\n`);
}

/** The content service's addresses the build in public/ calls, or null where there is no build. */
export function builtForService(): { apiUrl: string; readUrl: string } | null {
  try {
    const stamp = JSON.parse(readFileSync(path.resolve(STAMP), "utf8")) as { apiUrl: string; readUrl?: string };
    return { apiUrl: stamp.apiUrl, readUrl: stamp.readUrl ?? stamp.apiUrl };
  } catch {
    return null;
  }
}
