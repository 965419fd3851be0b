import { writeFileSync } from "fs";
import path from "path";
import { API_BASE_URL } from "../src/lib/serviceAddress";
import { siteData } from "./siteData";

/** Records, as the build's last step, what this build was made for: the content service's address
 * and the school code it put into the pages. Written by every `gatsby build` (npm run build too),
 * so that scripts/lib/build.mjs never takes a build made for another service as current. */
export function writeBuildStamp(): void {
  const stamp = { builtAt: new Date().toISOString(), apiUrl: API_BASE_URL, schoolCode: siteData().site.schoolCode };
  writeFileSync(path.resolve("public/.build-stamp"), `${JSON.stringify(stamp, null, 2)}\n`);
}
