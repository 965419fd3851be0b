/** @jest-environment node */
import { readFileSync } from "fs";
import path from "path";
import { APP_ICONS, LARGE_ICON, MANIFEST_ICONS, crestBox, iconSvg, webManifest } from "../../src/lib/appIcons";
import { root, site } from "../fixtures/siteData";

const corners = ({ x, y, width, height }: ReturnType<typeof crestBox>) => [
  [x, y],
  [x + width, y],
  [x, y + height],
  [x + width, y + height],
];

it.each(APP_ICONS)("$path draws the crest inside the icon", (icon) => {
  for (const [cx, cy] of corners(crestBox(icon))) {
    expect(cx).toBeGreaterThanOrEqual(0);
    expect(cy).toBeGreaterThanOrEqual(0);
    expect(cx).toBeLessThanOrEqual(icon.size);
    expect(cy).toBeLessThanOrEqual(icon.size);
  }
});

it.each(MANIFEST_ICONS.filter((icon) => icon.purpose === "maskable"))(
  "$path keeps the whole crest inside the safe circle (40% of the icon around its centre) on a full background",
  (icon) => {
    const centre = icon.size / 2;
    for (const [cx, cy] of corners(crestBox(icon))) {
      expect(Math.hypot(cx - centre, cy - centre)).toBeLessThanOrEqual(0.4 * icon.size);
    }
    expect(icon.background).not.toBeNull();
  },
);

it("draws an icon from the crest file, at its size", () => {
  const svg = iconSvg(MANIFEST_ICONS[3], readFileSync(path.join(root, "static/favicon.svg"), "utf8"));
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="512" height="512">/);
  expect(svg).toContain('fill="#0b3d6e"');
  expect(svg).toContain('viewBox="0 0 56 64"');
  expect(() => iconSvg(LARGE_ICON, "not an svg")).toThrow("The crest is not an SVG document");
});

it("describes an installable app: names, start address, colours, icons of 192 and 512 px, a maskable one among them", () => {
  const manifest = webManifest(site);
  expect(manifest).toMatchObject({
    name: "Delhi Public School, Siliguri",
    short_name: "DPS Siliguri",
    start_url: "/",
    display: "standalone",
    theme_color: "#0b3d6e",
    background_color: "#ffffff",
  });
  const sizes = (purpose: string) => manifest.icons.filter((i) => i.purpose === purpose).map((i) => i.sizes);
  expect(sizes("any")).toEqual(["192x192", "512x512"]);
  expect(sizes("maskable")).toEqual(["192x192", "512x512"]);
  expect(manifest.icons.every((i) => i.type === "image/png" && i.src.startsWith("/icons/"))).toBe(true);
});
