/** @jest-environment node */
import { readFileSync, rmSync } from "fs";
import path from "path";
import { onPreBootstrap } from "../../gatsby-node";
import sharp from "sharp";
import { pdfText } from "../../content-service/__tests__/fixtures/pdfText";
import { projectWith } from "../fixtures/siteData";

/** Runs the build's first step in a copy of the project's data files, some of them edited; returns
 * the reporter's panic and the lines of the e-prospectus the step wrote, if any. */
async function bootstrapWith(edits: Record<string, (text: string) => string> = {}) {
  const dir = projectWith(edits);
  const panic = jest.fn();
  const cwd = process.cwd();
  process.chdir(dir);
  try {
    await (onPreBootstrap as (args: unknown) => Promise<void>)({ reporter: { panic } });
    const prospectus = panic.mock.calls.length ? null : readFileSync(path.join(dir, "public/pdf/e-prospectus.pdf"));
    const manifest = panic.mock.calls.length
      ? null
      : JSON.parse(readFileSync(path.join(dir, "public/manifest.webmanifest"), "utf8"));
    const icons = manifest
      ? await Promise.all(
          manifest.icons.map((icon: { src: string }) => sharp(path.join(dir, "public", icon.src)).metadata()),
        )
      : [];
    return { panic, prospectus: prospectus && (await pdfText(prospectus)).flat(), manifest, icons };
  } finally {
    process.chdir(cwd);
    rmSync(dir, { recursive: true, force: true });
  }
}

it("stops the build with one message naming file, entry and field", async () => {
  const { panic } = await bootstrapWith({
    "navigation.yaml": (text) => text.replace("path: /our-vision", "path: our-vision"),
  });
  expect(panic).toHaveBeenCalledTimes(1);
  expect(panic.mock.calls[0][0]).toBe(
    'content/data/navigation.yaml: menu[1] "About Us" > children[4] "Our Vision": field "path" must be a path of this site starting with "/", such as /about-us',
  );
});

/** The Pre-Nursery row of the e-prospectus's fee table: class, admission, annual, lab, total, tuition. */
const preNurseryRow = (lines: string[]) => lines.slice(lines.indexOf("Pre-Nursery"), lines.indexOf("Pre-Nursery") + 6);

it("writes an e-prospectus that carries a fee edited in fees.yaml (the PDF the build serves)", async () => {
  const shipped = await bootstrapWith();
  expect(shipped.panic).not.toHaveBeenCalled();
  expect(preNurseryRow(shipped.prospectus as string[])).toEqual([
    "Pre-Nursery",
    "25,000",
    "30,800",
    "-",
    "55,800",
    "4,000",
  ]);

  const edited = await bootstrapWith({
    "fees.yaml": (text) => text.replace("At admission, amount: 25000", "At admission, amount: 26000"),
  });
  expect(edited.panic).not.toHaveBeenCalled();
  expect(preNurseryRow(edited.prospectus as string[])).toEqual([
    "Pre-Nursery",
    "26,000",
    "30,800",
    "-",
    "56,800",
    "4,000",
  ]);
}, 60_000);

it("writes the web app manifest and draws its icons at their sizes", async () => {
  const { panic, manifest, icons } = await bootstrapWith();
  expect(panic).not.toHaveBeenCalled();
  expect(manifest.name).toBe("Delhi Public School, Siliguri");
  expect(icons.map((icon) => `${icon.format} ${icon.width}x${icon.height}`)).toEqual([
    "png 192x192",
    "png 512x512",
    "png 192x192",
    "png 512x512",
  ]);
}, 60_000);
