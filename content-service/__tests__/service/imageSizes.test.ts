/** @jest-environment node */
import sharp from "sharp";
import { fileForWidth } from "../../src/db/media";
import { requestedWidth } from "../../src/routes/images";
import { DeskClient, addAccount } from "./deskClient";
import { startService } from "./helpers";

let service: Awaited<ReturnType<typeof startService>>;
beforeAll(async () => {
  service = await startService();
}, 60_000);
afterAll(() => service.close());

const get = (path: string) => fetch(`${service.base}${path}`);
const widthOf = async (path: string) => {
  const response = await get(path);
  expect(response.status).toBe(200);
  return (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;
};

describe("the file sent for a width", () => {
  const photo = {
    id: "p",
    path: null,
    file: "p.jpg",
    type: "image/jpeg",
    variants: JSON.stringify({ 480: "p-480.jpg", 960: "p-960.jpg" }),
  };
  it.each([
    [undefined, "p.jpg"],
    [1, "p-480.jpg"],
    [343, "p-480.jpg"],
    [480, "p-480.jpg"],
    // Never smaller than asked: a copy that would be blurred in its box is not sent.
    [481, "p-960.jpg"],
    [960, "p-960.jpg"],
    [961, "p.jpg"],
    [4000, "p.jpg"],
  ])("for %p is %s", (width, file) => {
    expect(fileForWidth(photo, width)).toBe(file);
  });

  it("is the file itself when there are no copies (a PDF, a small photo, an older upload)", () => {
    expect(fileForWidth({ ...photo, variants: null }, 480)).toBe("p.jpg");
    expect(fileForWidth({ ...photo, variants: "{}" }, 480)).toBe("p.jpg");
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
