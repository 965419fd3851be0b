import { existsSync, realpathSync, statSync } from "fs";
import path from "path";

const TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".pdf": "application/pdf",
};

/** The file of the media store a `?url=` names, or null. Only relative paths inside the store are
 * served: no "..", no absolute paths, no other hosts, no links out of the store. */
export function resolveMediaPath(mediaDir: string, requested: string): { file: string; type: string } | null {
  if (!requested || requested.length > 300 || /[\0\\]/.test(requested) || /^[a-z]+:/i.test(requested) || requested.startsWith("/")) {
    return null;
  }
  const segments = requested.split("/");
  if (segments.some((segment) => segment === ".." || segment === "." || segment === "")) return null;
  const type = TYPES[path.extname(requested).toLowerCase()];
  if (!type) return null;
  const root = realpathSync(mediaDir);
  const candidate = path.join(root, ...segments);
  if (!existsSync(candidate)) return null;
  const real = realpathSync(candidate);
  if (!real.startsWith(root + path.sep) || !statSync(real).isFile()) return null;
  return { file: real, type };
}
