import {
  acceptedDescription,
  acceptedTypes,
  fileProblem,
  isHeicFile,
  showableInBrowser,
} from "../../desk/src/lib/uploadRules";

const MB = 1024 * 1024;

describe("which chosen files the desk refuses before sending them", () => {
  it.each([
    ["a JPEG photo for an album", { name: "a.jpg", type: "image/jpeg", size: 2 * MB }, "image", null],
    [
      "a PDF for an album",
      { name: "letter.pdf", type: "application/pdf", size: MB },
      "image",
      "letter.pdf was not added: only JPEG, PNG, WebP or HEIC photos can be added here.",
    ],
    ["a PDF for a notice", { name: "letter.pdf", type: "application/pdf", size: MB }, "any", null],
    [
      "a Word file for a notice",
      {
        name: "letter.docx",
        type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        size: MB,
      },
      "any",
      "letter.docx was not added: only PDF files and JPEG, PNG, WebP or HEIC photos can be added here.",
    ],
    ["a 25 MB phone photo", { name: "IMG_1001.jpg", type: "image/jpeg", size: 25 * MB }, "image", null],
    ["a 39 MB phone photo", { name: "IMG_1002.jpg", type: "image/jpeg", size: 39 * MB }, "image", null],
    [
      "a 52 MB photo",
      { name: "big.png", type: "image/png", size: 52 * MB },
      "image",
      "big.png is 52 MB; photos may be up to 40 MB. Send it from your phone's Photos app as a smaller copy (e-mail it to yourself and choose a smaller size), or open it on the computer, resize it to about 2000 pixels wide and save it again.",
    ],
    [
      "an 11 MB PDF",
      { name: "big.pdf", type: "application/pdf", size: 11 * MB },
      "any",
      'big.pdf is 11 MB; PDFs may be up to 10 MB. Save it again as a smaller PDF (in Word, choose "Minimum size" when you save as PDF), or split it into two files.',
    ],
    ["an 11 MB photo for a notice", { name: "scan.webp", type: "image/webp", size: 11 * MB }, "any", null],
    [
      "a HEIC photo the computer calls image/heic",
      { name: "IMG_0042.HEIC", type: "image/heic", size: 3 * MB },
      "image",
      null,
    ],
    ["a HEIC photo the computer has no type for", { name: "IMG_0042.heic", type: "", size: 3 * MB }, "image", null],
  ] as const)("%s", (_, file, accepts, problem) => {
    expect(fileProblem(file, accepts)).toBe(problem);
  });

  it("goes by the first bytes once they are read: a PDF renamed .jpg is refused by name", () => {
    const renamed = { name: "sports day.jpg", type: "image/jpeg", size: MB };
    expect(fileProblem(renamed, "image", { sniffed: "pdf" })).toBe(
      "sports day.jpg is a PDF, not a photo, whatever its name says. Only photos (JPEG, PNG, WebP or HEIC) can go here.",
    );
    expect(fileProblem(renamed, "any", { sniffed: "pdf" })).toBeNull();
    expect(fileProblem(renamed, "image", { sniffed: null })).toBe(
      "sports day.jpg is not a photo (JPEG, PNG, WebP or HEIC), whatever its name says. Save it again as a JPEG and upload that.",
    );
    expect(fileProblem(renamed, "image", { sniffed: "heic" })).toBeNull();
    // A PDF's own limit applies to a PDF named as a photo.
    expect(fileProblem({ ...renamed, size: 12 * MB }, "any", { sniffed: "pdf" })).toMatch(
      /^sports day\.jpg is 12 MB; PDFs may be up to 10 MB\./,
    );
  });

  it("shows a thumbnail only for what the browser can draw", () => {
    const heic = { name: "IMG_0042.HEIC", type: "image/heic", size: MB };
    expect(showableInBrowser(heic)).toBe(false);
    expect(isHeicFile(heic)).toBe(true);
    expect(showableInBrowser({ name: "a.jpg", type: "image/jpeg", size: MB })).toBe(true);
    expect(showableInBrowser({ name: "a.jpg", type: "image/jpeg", size: MB }, "pdf")).toBe(false);
    expect(isHeicFile({ name: "a.jpg", type: "image/jpeg", size: MB }, "heic")).toBe(true);
  });

  it("offers the file chooser only the types the field takes, HEIC among them, and says so", () => {
    expect(Object.keys(acceptedTypes("image"))).toEqual([
      "image/jpeg",
      "image/png",
      "image/webp",
      "image/heic",
      "image/heif",
    ]);
    expect(acceptedTypes("image")["image/heic"]).toEqual([".heic"]);
    expect(Object.keys(acceptedTypes("any"))).toContain("application/pdf");
    expect(acceptedDescription("image")).toBe("JPEG, PNG, WebP or HEIC photos, up to 40 MB each.");
    expect(acceptedDescription("any")).toBe("PDF files up to 10 MB, or JPEG, PNG, WebP or HEIC photos up to 40 MB.");
  });
});
