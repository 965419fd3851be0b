import { mkdirSync } from "fs";
import path from "path";
import sharp from "sharp";
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, previewSvg } from "../src/lib/linkPreview";

const attribute = (tag: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value
    ?.replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
};

/** The picture a built page names (og:image) and the title and section the Seo component wrote
 * beside it; null for a file that names none. */
export function pagePreview(html: string): { file: string; title: string; section: string } | null {
  const image = /<meta[^>]*property="og:image"[^>]*>/.exec(html)?.[0];
  const alt = /<meta[^>]*property="og:image:alt"[^>]*>/.exec(html)?.[0];
  const url = image && attribute(image, "content");
  const title = alt && attribute(alt, "data-title");
  const section = alt && attribute(alt, "data-section");
  if (!url || !title || section === undefined) return null;
  return { file: new URL(url).pathname, title, section };
}

/** Draws each built page's link preview (1200×630 PNG) from its own title and section, under the
 * address its og:image names. Pages that share an address (404.html and 404/index.html) share it. */
export async function writeLinkPreviews(pages: { html: string }[], siteName: string): Promise<number> {
  const drawn = new Set<string>();
  for (const { html } of pages) {
    const preview = pagePreview(html);
    if (!preview || drawn.has(preview.file)) continue;
    drawn.add(preview.file);
    const file = path.resolve("public", `.${decodeURIComponent(preview.file)}`);
    if (!file.startsWith(path.resolve("public")))
      throw new Error(`A page names a preview outside public/: ${preview.file}`);
    mkdirSync(path.dirname(file), { recursive: true });
    await sharp(Buffer.from(previewSvg({ ...preview, siteName })))
      .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT)
      .png({ palette: true, compressionLevel: 9 })
      .toFile(file);
  }
  return drawn.size;
}
