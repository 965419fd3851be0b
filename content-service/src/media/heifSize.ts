/**
 * The pixel size a HEIC/HEIF file declares, read from its boxes before anything decodes it: a
 * decompression bomb is refused without allocating its pixels (the decoder has no limit of ours).
 */

interface Box {
  type: string;
  /** Where the box's content starts and ends. */
  start: number;
  end: number;
}

/** The boxes between `from` and `to` (ISO/IEC 14496-12: 32-bit size, type, 64-bit size when 1). */
function boxes(bytes: Buffer, from: number, to: number): Box[] {
  const found: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString("latin1", at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) break;
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header || at + size > to) break;
    found.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return found;
}

const child = (bytes: Buffer, parent: Box, type: string, fullBox = false) =>
  boxes(bytes, parent.start + (fullBox ? 4 : 0), parent.end).find((box) => box.type === type);

/** The largest width × height among the file's image spatial extents (`meta/iprp/ipco/ispe`), the
 * size of the whole picture when it is a grid of tiles; null when the file declares none. */
export function heifPixels(bytes: Buffer): { width: number; height: number } | null {
  const meta = boxes(bytes, 0, bytes.length).find((box) => box.type === "meta");
  const iprp = meta && child(bytes, meta, "iprp", true);
  const ipco = iprp && child(bytes, iprp, "ipco");
  if (!ipco) return null;
  let largest: { width: number; height: number } | null = null;
  for (const box of boxes(bytes, ipco.start, ipco.end)) {
    // ispe is a full box: version and flags, then width and height.
    if (box.type !== "ispe" || box.end - box.start < 12) continue;
    const size = { width: bytes.readUInt32BE(box.start + 4), height: bytes.readUInt32BE(box.start + 8) };
    if (!largest || size.width * size.height > largest.width * largest.height) largest = size;
  }
  return largest;
}
