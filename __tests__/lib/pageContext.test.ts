/** @jest-environment node */
import { checkData } from "../../src/lib/data/dataError";
import { frontmatterSchema } from "../../src/lib/data/pageSchema";
import { markdownPageContext, type PageEnv } from "../../src/lib/pageContext";
import { data } from "../fixtures/siteData";

const FILE = "content/pages/x.md";

const env: PageEnv = {
  ...data,
  pictures: new Set(["lab.jpg", "bus.jpg"]),
  documentSize: (address) => (address === "/pdf/form.pdf" ? 2048 : null),
};

/** What the build does with one page's frontmatter: check it, then gather its blocks' data. */
const contextOf = (blocks: unknown[]) =>
  markdownPageContext(
    FILE,
    {
      id: "1",
      pagePath: "/x",
      frontmatter: checkData(FILE, frontmatterSchema, { title: "X", description: "A page.", blocks }),
    },
    env,
  );

it.each([
  [
    [{ type: "carousel" }],
    'content/pages/x.md: blocks[0] "carousel": field "type" must be one of: feeTable, hostelFees, uniform, admissionCriteria, gallery, tiles, image, downloads, pdfFrame, embed, portalButton, registrationLinks, founder',
  ],
  [
    [{ type: "feeTable", group: "nursery" }],
    'content/pages/x.md: blocks[0] "feeTable": field "group" must be a group of content/data/fees.yaml (one of: pre-nursery,',
  ],
  [[{ type: "feeTable" }], 'content/pages/x.md: blocks[0] "feeTable": field "group" is missing'],
  [
    [{ type: "downloads", files: [{ title: "A", file: "/pdf/missing.pdf" }] }],
    'blocks[0] "downloads" > files[0] "A": field "file" must be a PDF the build makes or a file under static/ (got /pdf/missing.pdf)',
  ],
  [
    [{ type: "pdfFrame", title: "Form", file: "form.pdf" }],
    'blocks[0] "pdfFrame": field "file" must be the address of a PDF of this site, such as /pdf/e-prospectus.pdf',
  ],
  [
    [{ type: "gallery", images: [{ alt: "A lab", file: "../images/missing.jpg" }] }],
    'blocks[0] "gallery" > images[0]: field "file" names ../images/missing.jpg, which is not in content/images',
  ],
  [
    [{ type: "gallery", images: [{ alt: "A lab", file: "lab.jpg" }] }],
    'blocks[0] "gallery" > images[0]: field "file" must name a picture in content/images, such as ../images/school-bus.jpg',
  ],
  [
    [{ type: "gallery", images: [{ alt: " ", file: "../images/lab.jpg" }] }],
    'blocks[0] "gallery" > images[0]: field "alt" must describe the image for people who cannot see it',
  ],
  [[{ type: "gallery", images: [] }], 'blocks[0] "gallery": field "images" must be a list of one or more images'],
  [
    [{ type: "tiles", items: [{ title: "Lab", file: "../images/lab.jpg" }] }],
    'blocks[0] "tiles" > items[0] "Lab": field "alt" must describe the image',
  ],
  [
    [{ type: "image", file: "../images/bus.jpg", alt: "" }],
    'blocks[0] "image": field "alt" must describe the image for people who cannot see it',
  ],
  [
    [{ type: "embed", link: "podcast" }],
    'blocks[0] "embed": field "link" must be a link of site.yaml (one of: erpLogin,',
  ],
  [
    [{ type: "portalButton", link: "video" }],
    'blocks[0] "portalButton": field "link" is not a known field (known: type)',
  ],
])("rejects %j", (blocks, message) => {
  expect(() => contextOf(blocks)).toThrow(message);
});

it("rejects a template it has not got", () => {
  expect(() => checkData(FILE, frontmatterSchema, { title: "X", description: "A page.", template: "wide" })).toThrow(
    'content/pages/x.md: top level: field "template" must be one of: content, hub',
  );
});

it("asks GraphQL only for the data each page's blocks show, with its pictures and file sizes", () => {
  const context = contextOf([
    { type: "feeTable", group: "ix" },
    { type: "gallery", images: [{ alt: "A lab", file: "../images/lab.jpg" }] },
    { type: "image", file: "../images/lab.jpg", alt: "A lab" },
    { type: "downloads", files: [{ title: "Form", file: "/pdf/form.pdf" }] },
    { type: "embed", link: "video" },
  ]);
  expect(context).toMatchObject({
    feeGroup: "ix",
    withFees: true,
    withFeeSession: true,
    withHostel: false,
    withUniform: false,
    withAdmission: false,
    withFounder: false,
  });
  expect(context.pictures).toEqual(["lab.jpg"]);
  expect(context.fileSizes).toEqual({ "/pdf/form.pdf": 2048 });
  expect(context.frontmatter.template).toBe("content");
});

it.each([
  [
    [],
    {
      feeGroup: "",
      withFees: false,
      withFeeSession: false,
      withHostel: false,
      withUniform: false,
      withAdmission: false,
      withFounder: false,
      withDisclosure: false,
    },
  ],
  [[{ type: "hostelFees" }], { feeGroup: "", withFees: false, withFeeSession: true, withHostel: true }],
  [[{ type: "uniform" }], { withUniform: true, withFeeSession: false }],
  [[{ type: "admissionCriteria" }], { withAdmission: true }],
  [[{ type: "founder" }], { withFounder: true, withFees: false }],
  [[{ type: "disclosure" }], { withDisclosure: true, withFeeSession: true, withFees: false, withFounder: false }],
])("blocks %j switch on %j in the query", (blocks, switches) => {
  expect(contextOf(blocks)).toMatchObject(switches);
});
