import { API_PATHS } from "@school/contract/apiPaths";
import { readUrl } from "./config";
import { pictureAddress } from "../lib/pictureAddress";

/** Where the content service gives pictures and documents. */
export const PICTURES_PATH = API_PATHS.pictureByName;

/** The service path of an attachment (pictureAddress.ts). */
export const imagePath = (ref: string): string => pictureAddress(PICTURES_PATH, ref);

export function imageUrl(ref: string): string {
  return readUrl(imagePath(ref));
}

/** The same reference with its extension's case switched (.jpg ↔ .JPG), for one retry of a
 * birthday photo stored under the other case; null when it has no jpg extension. */
export function switchJpgCase(ref: string): string | null {
  if (/\.jpg$/.test(ref)) return ref.replace(/\.jpg$/, ".JPG");
  if (/\.JPG$/.test(ref)) return ref.replace(/\.JPG$/, ".jpg");
  return null;
}
