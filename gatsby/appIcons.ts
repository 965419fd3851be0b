import { mkdirSync, readFileSync, writeFileSync } from "fs";
import path from "path";
import sharp from "sharp";
import type { SiteInfo } from "../src/lib/data/siteSchema";
import { APP_ICONS, MANIFEST_PATH, iconSvg, webManifest } from "../src/lib/appIcons";

/** Writes the web app manifest and the PNG icons (drawn from static/favicon.svg) under public/,
 * where both the production build and `gatsby develop` serve them. */
export async function writeAppIcons(site: SiteInfo): Promise<void> {
  const crest = readFileSync(path.resolve("static/favicon.svg"), "utf8");
  for (const icon of APP_ICONS) {
    const file = path.resolve("public", `.${icon.path}`);
    mkdirSync(path.dirname(file), { recursive: true });
    await sharp(Buffer.from(iconSvg(icon, crest)))
      .png({ compressionLevel: 9 })
      .toFile(file);
  }
  writeFileSync(path.resolve("public", `.${MANIFEST_PATH}`), `${JSON.stringify(webManifest(site), null, 2)}\n`);
}
