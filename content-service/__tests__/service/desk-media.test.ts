/** @jest-environment node */
import exifReader from "exif-reader";
import sharp from "sharp";
import { DeskClient, signedIn } from "./deskClient";
import { startService } from "./helpers";
import { ACTIVE_CONTENT, hostilePdf, pdfObjects } from "../fixtures/hostilePdf";
import { pdfText } from "../fixtures/pdfText";

let service: Awaited<ReturnType<typeof startService>>;
let editor: DeskClient;
beforeAll(async () => {
  service = await startService();
  editor = await signedIn(service, "editor@school.example", "editor");
}, 60_000);
afterAll(() => service.close());

const served = async (id: string, query = "") =>
  Buffer.from(await (await fetch(`${service.base}/api/image/${id}${query}`)).arrayBuffer());

/** A phone photo: 3000×2000 pixels stored sideways (EXIF orientation 6), with a GPS position. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#2a6" } })
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Cheap 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "26/1 42/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "88/1 25/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

describe("photos", () => {
  it("are served without the GPS position or any other metadata, upright, at most 2000 px, with smaller copies", async () => {
    const original = await phonePhoto();
    const before = await sharp(original).metadata();
    expect(exifReader(before.exif as Buffer).GPSInfo?.GPSLatitude).toEqual([26, 42, 0]);
    const response = await editor.upload(original, "IMG_0001.jpg");
    expect(response.status).toBe(201);
    const media = await response.json();
    expect(media).toMatchObject({ type: "image/jpeg", name: "IMG_0001.jpg", width: 1333, height: 2000 });

    const after = await sharp(await served(media.id)).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([1333, 2000]);
    const small = await sharp(await served(media.id, "?w=480")).metadata();
    expect(small.width).toBe(480);
    expect(small.exif).toBeUndefined();
    expect(await (await editor.request(`/api/desk/media/${media.id}`)).json()).toMatchObject({
      id: media.id,
      name: "IMG_0001.jpg",
    });
  });

  it("keep a PNG with transparency as a PNG, and take WebP", async () => {
    const png = await sharp({
      create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    expect((await (await editor.upload(png, "logo.png")).json()).type).toBe("image/png");
    const webp = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#123" } })
      .webp()
      .toBuffer();
    expect((await (await editor.upload(webp, "photo.webp")).json()).type).toBe("image/jpeg");
  });

  it.each([
    [
      "an executable renamed .jpg",
      "photo.jpg",
      Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00"), Buffer.alloc(256)]),
    ],
    ["HTML renamed .jpg", "photo.jpg", Buffer.from("<html><script>alert(1)</script></html>")],
    ["an SVG", "drawing.svg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ["a GIF", "anim.gif", Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;")],
    ["HTML behind a PDF header", "notice.pdf", Buffer.from("%PDF-1.4\n<html><script>alert(1)</script></html>")],
    ["an empty file", "empty.jpg", Buffer.alloc(0)],
  ])("refuse %s by its bytes", async (_label, name, bytes) => {
    const response = await editor.upload(bytes, name);
    expect(response.status).toBe(400);
    // Each refusal names the file (desk-uploads.test.ts has the size limits and HEIC).
    expect((await response.json()).error).toMatch(
      new RegExp(`^${name.replace(".", "\\.")} (is neither a photo|could not be read as a PDF|is empty)`),
    );
  });
});

describe("PDFs", () => {
  it("are published rebuilt without scripts, actions, embedded files or forms: the public copy holds none", async () => {
    const hostile = await hostilePdf();
    expect(await pdfObjects(hostile)).toContain("/JavaScript");
    const media = await (await editor.upload(Buffer.from(hostile), "notice.pdf")).json();
    expect(media.type).toBe("application/pdf");
    const published = await served(media.id);
    const objects = await pdfObjects(published);
    for (const word of ACTIVE_CONTENT) expect(objects).not.toContain(word);
    expect(await pdfText(published)).toEqual([["School closed on Monday"]]);
  });
});
