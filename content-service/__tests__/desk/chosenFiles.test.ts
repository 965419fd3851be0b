/** @jest-environment node */
import { readFileSync } from "fs";
import path from "path";
import { filesWithKinds, sniffedKind } from "../../desk/src/lib/chosenFiles";
import { fileKind } from "@school/contract/desk/fileKind";

const HEIC = readFileSync(path.join(__dirname, "../fixtures/photos/two-colours.heic"));
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

describe("what a chosen file is, by its first bytes", () => {
  it.each([
    ["a JPEG", JPEG, "jpeg"],
    ["a PNG", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), "png"],
    ["a WebP", Buffer.from("RIFF\x10\x00\x00\x00WEBPVP8 "), "webp"],
    ["a PDF", Buffer.from("%PDF-1.7\n"), "pdf"],
    ["an iPhone's HEIC", HEIC, "heic"],
    [
      "a HEIF whose major brand is generic but which holds HEVC",
      Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypmif1\x00\x00\x00\x00mif1heic")]),
      "heic",
    ],
    [
      "an AVIF, which is not HEIC",
      Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypavif\x00\x00\x00\x00mif1avif")]),
      null,
    ],
    [
      "an AVIF under the generic brand",
      Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypmif1\x00\x00\x00\x00mif1avif")]),
      null,
    ],
    ["a GIF", Buffer.from("GIF89a\x01\x00\x01\x00"), null],
    ["nothing", Buffer.alloc(0), null],
  ])("%s", (_, bytes, kind) => {
    expect(fileKind(new Uint8Array(bytes))).toBe(kind);
  });

  it("reads each chosen file's first bytes before the drop zone checks it", async () => {
    const renamedPdf = new File([Buffer.from("%PDF-1.7\n1 0 obj")], "team photo.jpg", { type: "image/jpeg" });
    const photo = new File([JPEG], "a.jpg", { type: "image/jpeg" });
    const heic = new File([HEIC], "IMG_0042.HEIC", { type: "" });
    expect(sniffedKind(renamedPdf)).toBeUndefined();
    const chooserChange = { type: "change", target: { files: [renamedPdf, photo, heic] } };
    expect(await filesWithKinds(chooserChange)).toEqual([renamedPdf, photo, heic]);
    expect([sniffedKind(renamedPdf), sniffedKind(photo), sniffedKind(heic)]).toEqual(["pdf", "jpeg", "heic"]);
  });

  it("passes a drag's items through unread (their bytes come with the drop)", async () => {
    const item = { kind: "file", type: "image/jpeg" };
    const dragEnter = {
      type: "dragenter",
      dataTransfer: { items: [item, { kind: "string", type: "text/plain" }], files: [] },
    };
    expect(await filesWithKinds(dragEnter)).toEqual([item]);
    expect(sniffedKind(item)).toBeUndefined();
    const dropped = new File([JPEG], "b.jpg", { type: "image/jpeg" });
    expect(await filesWithKinds({ type: "drop", dataTransfer: { items: [item], files: [dropped] } })).toEqual([
      dropped,
    ]);
    expect(sniffedKind(dropped)).toBe("jpeg");
  });
});
