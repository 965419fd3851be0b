import { attemptsOf } from "../../src/components/media/RemoteImage";
import { photoCandidates, photoSizes, photoSrcSet, sizedUrl, PHOTO_BOXES } from "../../src/lib/photoSizes";
import { albumPhotoAlt } from "../../src/lib/albumPhotoAlt";

describe("the address of a photo's copy", () => {
  it.each([
    ["https://content.example/api/image/img_1", 480, "https://content.example/api/image/img_1?w=480"],
    [
      "https://content.example/api/image?url=birthdays%2Fa.JPG",
      960,
      "https://content.example/api/image?url=birthdays%2Fa.JPG&w=960",
    ],
    ["http://localhost:4000/api/image/a%20b", 480, "http://localhost:4000/api/image/a%20b?w=480"],
  ])("%s at %i px is %s", (url, width, sized) => {
    expect(sizedUrl(url, width)).toBe(sized);
  });
});

describe("the sizes a page offers the browser", () => {
  const url = "https://content.example/api/image/img_1";
  it.each([
    [{}, `${url}?w=480 480w, ${url}?w=960 960w`],
    [{ original: false }, `${url}?w=480 480w, ${url}?w=960 960w`],
    // A box that can be wider than the largest copy on a sharp screen also offers the photo itself.
    [{ original: true }, `${url}?w=480 480w, ${url}?w=960 960w, ${url} 1600w`],
  ])("with %p: %s", (options, srcset) => {
    expect(photoSrcSet(url, options)).toBe(srcset);
  });

  it("lists the candidates narrowest first, the photo itself last", () => {
    expect(photoCandidates(url, { original: true }).map((c) => c.width)).toEqual([480, 960, 1600]);
  });

  it.each([
    ["portrait", true, "auto, 220px"],
    ["portrait", false, "220px"],
    ["card", true, `auto, ${PHOTO_BOXES.card}`],
    ["page", false, PHOTO_BOXES.page],
  ] as const)("a %s photo, lazy %p, is sized %s", (box, lazy, sizes) => {
    expect(photoSizes(box, lazy)).toBe(sizes);
  });

  it.each(Object.entries(PHOTO_BOXES))(
    "the %s box is one box wide at 375 px (a phone), never wider than the screen",
    (_, sizes) => {
      // The first condition that holds at 375 px decides; it must not ask for more than the screen.
      const first = sizes.split(", ")[0];
      expect(first === "220px" || /^\(max-width: \d+px\) calc\(100vw - 2rem\)$/.test(first)).toBe(true);
    },
  );
});

describe("what an image asks for, in order", () => {
  const sized = (src: string) => ({ src, srcSet: `${src}?w=480 480w` });
  it.each([
    [[], []],
    [[sized("a")], [sized("a"), { src: "a" }]],
    // Every source at its sizes first (the case retry of a birthday photo costs one request), then plainly.
    [
      [sized("a.JPG"), sized("a.jpg")],
      [sized("a.JPG"), sized("a.jpg"), { src: "a.JPG" }, { src: "a.jpg" }],
    ],
    // A host known not to answer sizes: plain addresses only.
    [[{ src: "a" }], [{ src: "a" }]],
  ])("for %p: %p", (sources, attempts) => {
    expect(attemptsOf(sources)).toEqual(attempts);
  });
});

describe("an album photo's text", () => {
  it.each([
    ["Annual Sports Day", undefined, 2, 8, "Annual Sports Day, photo 3 of 8"],
    ["Annual Sports Day", "", 0, 1, "Annual Sports Day, photo 1 of 1"],
    ["Annual Sports Day", "  ", 0, 8, "Annual Sports Day, photo 1 of 8"],
    ["Annual Sports Day", "The relay's last lap", 2, 8, "The relay's last lap"],
  ])("%s, caption %p, photo %i of %i: %s", (album, caption, index, count, alt) => {
    expect(albumPhotoAlt(album, caption, index, count)).toBe(alt);
  });
});
