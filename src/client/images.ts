import { API_PATHS } from "@school/contract/apiPaths";
import { apiUrl } from "./config";

/** Where the content service gives pictures and documents. */
export const PICTURES_PATH = API_PATHS.pictureByName;

/** The service path of an attachment: an id at /api/image/{id}; a stored path (it has a slash or
 * a file extension) through /api/image?url=. */
export function imagePath(ref: string): string {
  return /[/.]/.test(ref)
    ? `${PICTURES_PATH}?url=${encodeURIComponent(ref)}`
    : `${PICTURES_PATH}/${encodeURIComponent(ref)}`;
}

export function imageUrl(ref: string): string {
  return apiUrl(imagePath(ref));
}

/** The same reference with its extension's case switched (.jpg ↔ .JPG), for one retry of a
 * birthday photo stored under the other case; null when it has no jpg extension. */
export function switchJpgCase(ref: string): string | null {
  if (/\.jpg$/.test(ref)) return ref.replace(/\.jpg$/, ".JPG");
  if (/\.JPG$/.test(ref)) return ref.replace(/\.JPG$/, ".jpg");
  return null;
}
