/** @jest-environment node */
import sharp from "sharp";
import { acceptsType } from "../../src/http/acceptsType";
import { copyFileName, photoFile } from "../../src/media/photoCopies";
import { requestedWidth } from "../../src/routes/images";
import { DeskClient, addAccount } from "./deskClient";
import { startService } from "./helpers";

let service: Awaited<ReturnType<typeof startService>>;
beforeAll(async () => {
  service = await startService();
}, 60_000);
afterAll(() => service.close());

const get = (path: string) => fetch(`${service.base}${path}`);
/** What Chromium sends for an image. */
const CHROMIUM_IMAGE_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const widthOf = async (path: string) => {
  const response = await get(path);
  expect(response.status).toBe(200);
  return (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;
};

describe("the file sent for a width", () => {
  const photo = {
    file: "p.jpg",
    type: "image/jpeg",
    variants: JSON.stringify({
      480: "p-480.jpg",
      "480.webp": "p-480.webp",
      960: "p-960.jpg",
      "960.webp": "p-960.webp",
    }),
  };
  it.each([
    [undefined, "p.jpg", "p.jpg"],
    [1, "p-480.jpg", "p-480.webp"],
    [343, "p-480.jpg", "p-480.webp"],
    [480, "p-480.jpg", "p-480.webp"],
    // Never smaller than asked: a copy that would be blurred in its box is not sent.
    [481, "p-960.jpg", "p-960.webp"],
    [960, "p-960.jpg", "p-960.webp"],
    [961, "p.jpg", "p.jpg"],
    [4000, "p.jpg", "p.jpg"],
  ])("for %p is %s, or %s to a browser that takes WebP", (width, file, webp) => {
    expect(photoFile(photo, width, false).file).toBe(file);
    expect(photoFile(photo, width, true).file).toBe(webp);
    expect(photoFile(photo, width, true).type).toBe(webp.endsWith(".webp") ? "image/webp" : "image/jpeg");
    // Caches keep the two apart exactly where they differ.
    expect(photoFile(photo, width, false).negotiated).toBe(webp !== file);
  });

  it("is the file itself when there are no copies (a PDF, a small photo), and the copy as it is when it has no WebP beside it (an older upload)", () => {
    expect(photoFile({ ...photo, variants: null }, 480, true)).toEqual({
      file: "p.jpg",
      type: "image/jpeg",
      negotiated: false,
    });
    expect(photoFile({ ...photo, variants: "{}" }, 480, true).file).toBe("p.jpg");
    const older = { ...photo, variants: JSON.stringify({ 480: "p-480.jpg", 960: "p-960.jpg" }) };
    expect(photoFile(older, 480, true)).toEqual({ file: "p-480.jpg", type: "image/jpeg", negotiated: false });
  });

  it.each([
    ["uploads/a.jpg", 480, false, "uploads/a-480.jpg"],
    ["uploads/a.png", 960, false, "uploads/a-960.png"],
    ["uploads/a.jpg", 480, true, "uploads/a-480.webp"],
    ["seed-x/images/img_0001.jpg", 960, true, "seed-x/images/img_0001-960.webp"],
  ])("the copy of %s at %p px (WebP: %p) is stored as %s", (photo, width, webp, file) => {
    expect(copyFileName(photo, width, webp)).toBe(file);
  });

  it.each([
    ["image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8", true],
    ["image/webp,*/*", true],
    ["IMAGE/WEBP", true],
    ["image/webp;q=0.5, image/jpeg", true],
    ["image/webp;q=0, image/jpeg", false],
    ["image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5", false],
    ["*/*", false],
    ["", false],
    [undefined, false],
  ])("Accept %p takes WebP: %p", (accept, webp) => {
    expect(acceptsType(accept, "image/webp")).toBe(webp);
  });

  it.each([
    ["480", 480],
    ["960", 960],
    ["0", undefined],
    ["-480", undefined],
    ["480px", undefined],
    ["4.5", undefined],
    ["", undefined],
    ["9999999", undefined],
    [["480", "960"], undefined],
    [undefined, undefined],
  ])("`?w=%p` asks for %p", (value, width) => {
    expect(requestedWidth(value)).toBe(width);
  });
});

describe("a seeded album photo", () => {
  let id: string;
  beforeAll(async () => {
    id = (await (await get("/api/subGallery?id=gallery_1")).json()).attachments[0];
  });

  it("is 1600 px at SPEC's address, and 480 or 960 px when asked for a size", async () => {
    expect(await widthOf(`/api/image/${id}`)).toBe(1600);
    expect(await widthOf(`/api/image/${id}?w=480`)).toBe(480);
    expect(await widthOf(`/api/image/${id}?w=960`)).toBe(960);
    expect(await widthOf(`/api/image/${id}?w=600`)).toBe(960);
    expect(await widthOf(`/api/image/${id}?w=1920`)).toBe(1600);
    expect(await widthOf(`/api/image/${id}?w=nonsense`)).toBe(1600);
  });

  it("is sent in WebP, smaller than the JPEG, to a browser that takes it, and caches are told the two apart", async () => {
    const ask = (accept: string) => fetch(`${service.base}/api/image/${id}?w=480`, { headers: { Accept: accept } });
    const [jpeg, webp] = await Promise.all([ask("image/png,image/*;q=0.8,*/*;q=0.5"), ask(CHROMIUM_IMAGE_ACCEPT)]);
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    expect(webp.headers.get("content-type")).toBe("image/webp");
    for (const response of [jpeg, webp]) expect(response.headers.get("vary")).toBe("Origin, Accept");
    const [jpegBytes, webpBytes] = await Promise.all([jpeg, webp].map(async (r) => Buffer.from(await r.arrayBuffer())));
    expect(await sharp(webpBytes).metadata()).toMatchObject({ format: "webp", width: 480 });
    expect(webpBytes.length).toBeLessThan(jpegBytes.length * 0.8);
    expect(webp.headers.get("etag")).not.toBe(jpeg.headers.get("etag"));
    const again = await fetch(`${service.base}/api/image/${id}?w=480`, {
      headers: { Accept: CHROMIUM_IMAGE_ACCEPT, "If-None-Match": String(webp.headers.get("etag")) },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("vary")).toBe("Origin, Accept");
    // The original, at SPEC's address, is the photo as stored, for every browser.
    const original = await fetch(`${service.base}/api/image/${id}`, { headers: { Accept: CHROMIUM_IMAGE_ACCEPT } });
    expect(original.headers.get("content-type")).toBe("image/jpeg");
    expect(original.headers.get("vary")).toBe("Origin");
  });

  it("is kept by browsers for a day without being asked for again, at each size, each with its own validator", async () => {
    const [whole, small] = await Promise.all([get(`/api/image/${id}`), get(`/api/image/${id}?w=480`)]);
    for (const response of [whole, small])
      expect(response.headers.get("cache-control")).toBe("public, max-age=86400, immutable");
    expect(small.headers.get("etag")).not.toBe(whole.headers.get("etag"));
    expect(Number(small.headers.get("content-length"))).toBeLessThan(Number(whole.headers.get("content-length")) / 3);
    const again = await fetch(`${service.base}/api/image/${id}?w=480`, {
      headers: { "If-None-Match": String(small.headers.get("etag")) },
    });
    expect(again.status).toBe(304);
  });
});

it("sizes a birthday photo named by its stored path, too", async () => {
  expect(await widthOf("/api/image?url=birthdays%2Faarav-sharma.JPG")).toBe(1600);
  expect(await widthOf("/api/image?url=birthdays%2Faarav-sharma.JPG&w=480")).toBe(480);
  expect((await get("/api/image?url=birthdays%2Fnobody.JPG&w=480")).status).toBe(404);
});

it("sends a PDF whole, whatever width is asked", async () => {
  const notice = (await (await get("/api/highlight/all/DPSSWB")).json())[0];
  const pdf = await get(`/api/image/${notice.attachments[0]}?w=480`);
  expect(pdf.headers.get("content-type")).toBe("application/pdf");
  expect(
    Buffer.from(await pdf.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
});

it("sends the part of a PDF a reader asks for, so that a large one opens at the page wanted", async () => {
  const notice = (await (await get("/api/highlight/all/DPSSWB")).json())[0];
  const address = `/api/image/${notice.attachments[0]}`;
  const whole = Buffer.from(await (await get(address)).arrayBuffer());
  const part = await fetch(`${service.base}${address}`, { headers: { Range: "bytes=100-199" } });
  expect(part.status).toBe(206);
  expect(part.headers.get("content-range")).toBe(`bytes 100-199/${whole.length}`);
  expect(part.headers.get("content-type")).toBe("application/pdf");
  expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(100, 200))).toBe(true);
});

it("sends a desk photo narrower than the copies as it is, for every width", async () => {
  await addAccount(service.dataDir, "sizes@school.example", "editor");
  const editor = new DeskClient(service.base);
  await editor.signIn("sizes@school.example");
  const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#36c" } })
    .jpeg()
    .toBuffer();
  const { id } = await (await editor.upload(small, "small.jpg")).json();
  expect(await widthOf(`/api/image/${id}?w=480`)).toBe(300);
  expect(await widthOf(`/api/image/${id}?w=960`)).toBe(300);
});

it("keeps WebP copies of a desk upload beside its JPEG ones, and of a photo with transparency beside its PNG ones", async () => {
  await addAccount(service.dataDir, "webp@school.example", "editor");
  const editor = new DeskClient(service.base);
  await editor.signIn("webp@school.example");
  const drawn = (channels: 3 | 4) =>
    sharp({ create: { width: 1200, height: 800, channels, background: { r: 40, g: 90, b: 160, alpha: 0.5 } } });
  for (const [bytes, own] of [
    [await drawn(3).jpeg().toBuffer(), "image/jpeg"],
    [await drawn(4).png().toBuffer(), "image/png"],
  ] as const) {
    const { id } = await (await editor.upload(bytes, own === "image/png" ? "crest.png" : "field.jpg")).json();
    for (const [accept, type] of [
      [CHROMIUM_IMAGE_ACCEPT, "image/webp"],
      ["*/*", own],
    ]) {
      const response = await fetch(`${service.base}/api/image/${id}?w=960`, { headers: { Accept: accept } });
      expect(response.headers.get("content-type")).toBe(type);
      const facts = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(facts).toMatchObject({ width: 960, format: type.split("/")[1], hasAlpha: own === "image/png" });
    }
  }
});
