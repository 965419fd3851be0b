import { checkBlocks, type BlockCheckEnv } from "../../src/lib/pageBlocks";

const env: BlockCheckEnv = {
  feeGroups: ["pre-nursery"],
  linkKeys: ["video", "map"],
  staticFileSize: (p) => (p === "/pdf/form.pdf" ? 2048 : null),
};

const file = "content/pages/x.md";

it("returns the sizes of the files a page links for download", () => {
  expect(checkBlocks(file, [{ type: "downloads", files: [{ title: "Form", file: "/pdf/form.pdf" }] }], env)).toEqual({
    "/pdf/form.pdf": 2048,
  });
});

it.each([
  [{ type: "carousel" }, 'content/pages/x.md: blocks[0] (carousel): field "type" must be one of:'],
  [{ type: "feeTable", group: "nursery" }, 'blocks[0] (feeTable): field "group" must be a group of content/data/fees.yaml'],
  [{ type: "downloads", files: [{ title: "A", file: "/pdf/missing.pdf" }] }, 'field "files[0].file" must name a file under static/'],
  [{ type: "pdfFrame", file: null }, 'field "file" must name a file under static/'],
  [{ type: "gallery", images: [{ alt: "A lab", file: null }] }, 'field "images[0].file" must name an image that exists'],
  [{ type: "gallery", images: [{ alt: " ", file: { id: "1" } }] }, 'field "images[0].alt" must describe the image'],
  [{ type: "image", image: { id: "1" }, alt: "" }, 'field "alt" must describe the image'],
  [{ type: "embed", link: "podcast" }, 'field "link" must be a link of site.yaml'],
])("rejects %p", (block, message) => {
  expect(() => checkBlocks(file, [block], env)).toThrow(message);
});

it("accepts well-formed blocks", () => {
  expect(() =>
    checkBlocks(
      file,
      [
        { type: "feeTable", group: "pre-nursery" },
        { type: "gallery", images: [{ alt: "A lab", file: { id: "1" } }] },
        { type: "embed", link: "video" },
        { type: "portalButton" },
      ],
      env,
    ),
  ).not.toThrow();
});
