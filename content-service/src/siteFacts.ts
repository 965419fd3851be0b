import path from "path";
import { readSite } from "../../src/lib/data/readDataFiles";

/** The project folder, whose content/data/site.yaml the site and the service share. */
const PROJECT_ROOT = path.resolve(__dirname, "..", "..");

/** What the service needs of the site's own site.yaml (read and checked by the site's schema):
 * one source for both. */
export function siteFacts(root = PROJECT_ROOT): { schoolCode: string; schoolName: string } {
  const site = readSite(root);
  return { schoolCode: site.schoolCode, schoolName: site.name };
}
