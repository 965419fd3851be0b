import { isPlainText, validateWith } from "@school/contract/forms/validate";
import { cleanText, SEVERAL_LINES } from "@school/contract/text";
import { contactSchema } from "@school/contract/forms/contactSchema";

describe("cleanText", () => {
  it.each([
    ["  Asha  ", "Asha"],
    ["\u200B\u200BAsha\u200B", "Asha"],
    ["\uFEFF\u00A0Asha\u3000", "Asha"],
    ["\u2060\u3164\u2800", ""],
    ["\u202E\u200E", ""],
    ["\uDB40\uDC20\uDB40\uDC7F", ""],
    ["Arun\u200DKumar", "Arun\u200DKumar"],
    ["শ্রী\u200Cরাম", "শ্রী\u200Cরাম"],
    ["Line one\nLine two", "Line one\nLine two"],
    // Inside the text nothing is taken out: isPlainText refuses what must not be there.
    ["invoice\u202Efdp.exe", "invoice\u202Efdp.exe"],
    ["Asha \u2067Roy\u2069", "Asha \u2067Roy"],
    ["\u05E9\u200F Asha", "\u05E9\u200F Asha"],
  ])("%p → %p", (input, expected) => {
    expect(cleanText(input)).toBe(expected);
  });
});

describe("isPlainText", () => {
  it.each([
    ["Asha Roy", true],
    ["अशोक", true],
    ["\u05E9\u200F Asha", true],
    ["\u0000", false],
    ["\u001b[31m", false],
    ["\u007f", false],
    ["\u0085", false],
    ["\uD800", false],
    ["a\uDC00", false],
    ["\uDE00\uD83D", false],
    ["😀", true],
    ["invoice\u202Efdp.exe", false],
    ["Asha \u2067Roy\u2069", false],
    ["\u202A\u202B\u202C\u202D", false],
    ["Line\r\nbreak", false],
    ["tab\there", false],
  ])("%p → %p", (input, expected) => {
    expect(isPlainText(input)).toBe(expected);
  });

  it("takes tabs and line breaks in a field of several lines, and nothing else hidden", () => {
    expect(isPlainText("Line\r\nbreak\tand tab", SEVERAL_LINES)).toBe(true);
    expect(isPlainText("Line\u000bbreak", SEVERAL_LINES)).toBe(false);
    expect(isPlainText("Line\n\u202Ebreak", SEVERAL_LINES)).toBe(false);
  });
});

describe("the contact schema's bounds, as the browser shows them", () => {
  const HIDDEN = "Please remove the hidden formatting characters from this field.";
  const valid = {
    name: "Asha",
    address: "Siliguri",
    phone: "9876543210",
    email: "a@example.com",
    mailType: "Enquiry",
    message: "Hi",
  };
  const validate = validateWith<typeof valid>(contactSchema);
  it.each([
    [{ name: "\u200B" }, { name: "Please enter your name." }],
    [{ message: "m".repeat(2001) }, { message: "The message must be 2000 characters or fewer." }],
    [{ email: `${"e".repeat(250)}@x.in` }, { email: "The email address must be 254 characters or fewer." }],
    [{ address: "Siliguri\u0007" }, { address: HIDDEN }],
    [{ name: "Asha \u202EyoR" }, { name: HIDDEN }],
    [{ name: "Asha\tRoy" }, { name: HIDDEN }],
    [{ email: "a\uD800@example.com" }, { email: HIDDEN }],
    [{ address: "Hill Cart Road,\r\nSiliguri", name: "Asha\nRoy" }, { name: HIDDEN }],
    [{ message: "Asha \u2066Roy" }, { message: HIDDEN }],
    [{ message: "m".repeat(2000) }, {}],
  ])("%p → %p", (change, expected) => {
    expect(validate({ ...valid, ...change })).toEqual(expected);
  });
});
