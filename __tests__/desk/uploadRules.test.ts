import { acceptedDescription, acceptedTypes, fileProblem } from "../../content-service/desk/src/lib/uploadRules";

const MB = 1024 * 1024;

describe("which chosen files the desk refuses before sending them", () => {
  it.each([
    ["a JPEG photo for an album", { name: "a.jpg", type: "image/jpeg", size: 2 * MB }, "image", null],
    ["a PDF for an album", { name: "letter.pdf", type: "application/pdf", size: MB }, "image", "letter.pdf was not added: only JPEG, PNG or WebP photos can be added here."],
    ["a PDF for a notice", { name: "letter.pdf", type: "application/pdf", size: MB }, "any", null],
    ["a Word file for a notice", { name: "letter.docx", type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", size: MB }, "any", "letter.docx was not added: only PDF files and JPEG, PNG or WebP photos can be added here."],
    ["a 16 MB photo", { name: "big.png", type: "image/png", size: 16 * MB }, "image", "big.png was not added: it is larger than 15 MB."],
    ["an 11 MB PDF", { name: "big.pdf", type: "application/pdf", size: 11 * MB }, "any", "big.pdf was not added: it is larger than 10 MB."],
    ["an 11 MB photo for a notice", { name: "scan.webp", type: "image/webp", size: 11 * MB }, "any", null],
  ] as const)("%s", (_, file, accepts, problem) => {
    expect(fileProblem(file, accepts)).toBe(problem);
  });

  it("offers the file chooser only the types the field takes, and says so", () => {
    expect(Object.keys(acceptedTypes("image"))).toEqual(["image/jpeg", "image/png", "image/webp"]);
    expect(Object.keys(acceptedTypes("any"))).toContain("application/pdf");
    expect(acceptedDescription("image")).toBe("JPEG, PNG or WebP photos, up to 15 MB each.");
    expect(acceptedDescription("any")).toBe("PDF files up to 10 MB, or JPEG, PNG or WebP photos up to 15 MB.");
  });
});
