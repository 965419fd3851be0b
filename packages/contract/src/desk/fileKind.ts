/**
 * What a file is, told by its first bytes, never by its name: a PDF renamed `photo.jpg` is a PDF.
 * The desk checks a chosen file with the same rule the service applies.
 */
export type FileKind = "jpeg" | "png" | "webp" | "heic" | "pdf";

/** How many leading bytes `fileKind` needs to decide. */
export const SNIFF_BYTES = 64;

/** The ISO brands of HEIC/HEIF photos (iPhones, many Android phones, Canon's .HIF): the major
 * brand of the `ftyp` box, or a compatible brand when the major one is the generic `mif1`. */
const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs"]);
const GENERIC_HEIF_BRANDS = new Set(["mif1", "msf1", "heif"]);

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, i) => bytes[i] === byte);

/** The brands of an ISO media file's leading `ftyp` box: the major one first. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return [];
  const size = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  const end = Math.min(size, bytes.length);
  // Major brand at 8, minor version at 12, compatible brands from 16 to the box's end.
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

function isHeic(bytes: Uint8Array): boolean {
  const [major, ...compatible] = ftypBrands(bytes);
  if (!major) return false;
  if (HEIC_BRANDS.has(major)) return true;
  // `mif1` alone also starts AVIF files, which are not HEIC: a HEVC brand must be among the others.
  return GENERIC_HEIF_BRANDS.has(major) && compatible.some((brand) => HEIC_BRANDS.has(brand));
}

/** The kind of file the bytes begin, or null for anything the desk does not take. */
export function fileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 0, 5) === "%PDF-") return "pdf";
  if (isHeic(bytes)) return "heic";
  return null;
}

export const isPhotoKind = (kind: FileKind | null): boolean => kind !== null && kind !== "pdf";
