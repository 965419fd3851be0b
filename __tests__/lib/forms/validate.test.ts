import { isPlainText, validateWith } from "@school/contract/forms/validate";
import { cleanText } from "@school/contract/text";
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
    ["invoice\u202Efdp.exe", "invoicefdp.exe"],
    ["Asha \u2067Roy\u2069", "Asha Roy"],
    ["\u05E9\u200F Asha", "\u05E9\u200F Asha"],
  ])("%p → %p", (input, expected) => {
    expect(cleanText(input)).toBe(expected);
  });
});

describe("isPlainText", () => {
  it.each([
    ["Asha Roy", true],
    ["Line\r\nbreak\tand tab", true],
    ["अशोक", true],
    ["\u0000", false],
    ["\u001b[31m", false],
    ["\u007f", false],
    ["\u0085", false],
    ["\uD800", false],
    ["😀", true],
  ])("%p → %p", (input, expected) => {
    expect(isPlainText(input)).toBe(expected);
  });
});

describe("the contact schema's bounds, as the browser shows them", () => {
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
    [{ address: "Siliguri\u0007" }, { address: "Please remove the control characters from this field." }],
    [{ message: "m".repeat(2000) }, {}],
  ])("%p → %p", (change, expected) => {
    expect(validate({ ...valid, ...change })).toEqual(expected);
  });
});
