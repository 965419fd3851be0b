import path from "path";

/** A stored file's name inside its area, checked: the service writes every name itself, and one that
 * climbs out of its area (or is absolute) is refused rather than followed. */
export function storedName(name: string): string {
  const normal = path.posix.normalize(name);
  if (!name || path.posix.isAbsolute(normal) || normal.split("/").includes("..") || name.includes("\\"))
    throw new Error(`Not a stored file's name: ${JSON.stringify(name)}`);
  return normal;
}
