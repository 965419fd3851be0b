/** The smaller copies the service keeps of a photo, as its media row's `variants` names them: by
 * width ({"480": file}) in the photo's own format, and beside each, the same width in WebP
 * ({"480.webp": file}), often a third smaller or more, for browsers that take it. Photos stored
 * before the WebP copies existed have none until `npm run webp-copies`, and are sent as they are. */
export const copyKey = (width: number, webp: boolean): string => (webp ? `${width}.webp` : String(width));

/** Where a copy is stored: beside the photo, named after it (`uploads/a.jpg` → `uploads/a-480.jpg`,
 * `uploads/a-480.webp`). */
export const copyFileName = (photo: string, width: number, webp: boolean): string =>
  photo.replace(/\.[^./]+$/, (ext) => `-${width}${webp ? ".webp" : ext}`);

const KEY = /^(\d+)(\.webp)?$/;

export interface PhotoFile {
  /** Where the bytes are, relative to the media folder. */
  file: string;
  type: string;
  /** Whether another Accept would have been sent another file, so that the answer must say
   * `Vary: Accept` for caches to keep the two apart. */
  negotiated: boolean;
}

/** The file to send for a width a page asks for: the smallest copy at least that wide, or the photo
 * itself when no copy is that wide (a photo is never sent smaller than asked, so it is never
 * blurred); that copy in WebP where the browser takes WebP and the copy exists. */
export function photoFile(
  row: { file: string; type: string; variants?: string | null },
  width: number | undefined,
  acceptsWebp: boolean,
): PhotoFile {
  const itself = { file: row.file, type: row.type, negotiated: false };
  if (!width || !row.variants) return itself;
  const copies = Object.entries(JSON.parse(row.variants) as Record<string, string>).flatMap(([key, file]) => {
    const parts = KEY.exec(key);
    return parts ? [{ width: Number(parts[1]), webp: Boolean(parts[2]), file }] : [];
  });
  const chosen = copies.filter((copy) => !copy.webp && copy.width >= width).sort((a, b) => a.width - b.width)[0];
  if (!chosen) return itself;
  const webp = copies.find((copy) => copy.webp && copy.width === chosen.width);
  if (!webp) return { file: chosen.file, type: row.type, negotiated: false };
  return acceptsWebp
    ? { file: webp.file, type: "image/webp", negotiated: true }
    : { file: chosen.file, type: row.type, negotiated: true };
}
