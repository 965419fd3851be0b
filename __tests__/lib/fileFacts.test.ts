import { fileFacts } from "../../src/lib/fileFacts";

describe("fileFacts", () => {
  it.each([
    ["application/pdf", "86016", "PDF, 84 KB"],
    ["application/pdf; charset=binary", "1258291", "PDF, 1.2 MB"],
    ["Image/JPEG", "512", "JPEG, 512 bytes"],
    ["image/png", null, "PNG"],
    ["application/octet-stream", "2048", "2 KB"],
    [null, "2048", "2 KB"],
    ["application/pdf", "not a size", "PDF"],
    ["text/html", null, null],
    [null, null, null],
  ])("a file of type %p and length %p is described as %p", (type, length, expected) => {
    expect(fileFacts(type, length)).toBe(expected);
  });
});
