/** The files under static/, which the site serves as they are, at their path there (/disclosure/noc.pdf). */
import { existsSync, statSync } from "fs";
import path from "path";

/** The size in bytes of the file the site serves at `address` from static/ under `root` (the project
 * folder); null when there is none. An address leading out of static/ never names one. */
export function staticFileSize(root: string, address: string): number | null {
  const folder = path.join(root, "static");
  const file = path.join(folder, address);
  if (!file.startsWith(folder + path.sep) || !existsSync(file)) return null;
  const stat = statSync(file);
  return stat.isFile() ? stat.size : null;
}
