import sharp from "sharp";
import { cachedImages } from "./sampleImageCache";

const PALETTES = [
  ["#0b3d6e", "#135a9c"],
  ["#2f6b4d", "#4f9a45"],
  ["#7a3e9d", "#b067c6"],
  ["#c2410c", "#f2a900"],
  ["#0f766e", "#38b2ac"],
  ["#1e3a8a", "#60a5fa"],
];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The size of a sample photo: as wide as a phone photo the desk has shrunk, so that a page loading
 * one whole where a smaller copy would do costs as much here as with the school's own photos. */
export const SAMPLE_PHOTO = { width: 1600, height: 1200 } as const;

/** The encodings of a sample photo and of its smaller copies, as the desk keeps an upload's
 * (media/photoCopies.ts): part of the cache's key (sampleImageCache.ts). */
const ENCODINGS = { photo: { quality: 62 }, copyJpeg: { quality: 70 }, copyWebp: { quality: 70 } } as const;

/** A simple illustration as SVG: a gradient, soft shapes and a caption. */
function illustrationSvg(caption: string, seed: number, width: number, height: number): string {
  const [from, to] = PALETTES[seed % PALETTES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.8}" cy="${height * 0.25}" r="${height * 0.12}" fill="#fff" opacity="0.25"/>
    <path d="M0 ${height * 0.8} Q ${width * 0.3} ${height * 0.6} ${width * 0.6} ${height * 0.78}
      T ${width} ${height * 0.72} V ${height} H 0 Z" fill="#fff" opacity="0.18"/>
    <text x="50%" y="52%" text-anchor="middle" font-family="DejaVu Sans, sans-serif"
      font-size="${Math.round(width / 18)}" fill="#fff">${escapeXml(caption)}</text>
  </svg>`;
}

export interface SamplePhoto {
  bytes: Buffer;
  /** Smaller copies by width, JPEG and WebP. */
  copies: { width: number; webp: boolean; bytes: Buffer }[];
}

/** A sample photo (an illustration with its caption, as JPEG) and its smaller copies at `widths`. */
export async function samplePhoto(caption: string, seed: number, widths: readonly number[]): Promise<SamplePhoto> {
  const svg = illustrationSvg(caption, seed, SAMPLE_PHOTO.width, SAMPLE_PHOTO.height);
  const shapes = widths.flatMap((width) => [false, true].map((webp) => ({ width, webp })));
  const [bytes, ...copies] = await cachedImages({ svg, widths, ENCODINGS }, 1 + shapes.length, async () => {
    const photo = await sharp(Buffer.from(svg)).jpeg(ENCODINGS.photo).toBuffer();
    const made = await Promise.all(
      shapes.map(({ width, webp }) => {
        const resized = sharp(photo).resize({ width });
        return (webp ? resized.webp(ENCODINGS.copyWebp) : resized.jpeg(ENCODINGS.copyJpeg)).toBuffer();
      }),
    );
    return [photo, ...made];
  });
  return { bytes, copies: shapes.map((shape, at) => ({ ...shape, bytes: copies[at] })) };
}

/** A certificate-like JPEG for the transfer-certificate lookup. */
export async function certificate(name: string, admission: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="620" height="860">
    <rect width="100%" height="100%" fill="#fffdf5"/>
    <rect x="20" y="20" width="580" height="820" fill="none" stroke="#0b3d6e" stroke-width="6"/>
    <text x="310" y="110" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="30"
      fill="#0b3d6e">Transfer Certificate</text>
    <text x="310" y="150" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="16"
      fill="#333">Delhi Public School, Siliguri (sample data)</text>
    <text x="70" y="260" font-family="DejaVu Sans, sans-serif" font-size="18"
      fill="#111">Name: ${escapeXml(name)}</text>
    <text x="70" y="300" font-family="DejaVu Sans, sans-serif" font-size="18"
      fill="#111">Admission number: ${escapeXml(admission)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}
