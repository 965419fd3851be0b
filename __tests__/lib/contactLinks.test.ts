import { mailHref, telHref, whatsappHref } from "../../src/lib/contactLinks";
import { normalizePath } from "../../src/lib/paths";

it("dials the digits of a formatted phone number", () => {
  expect(telHref("+91 353 000-0000")).toBe("tel:+913530000000");
});

it("opens WhatsApp with the number's digits only", () => {
  expect(whatsappHref("+91 90000 00000")).toBe("https://wa.me/919000000000");
});

it("writes a mailto link", () => {
  expect(mailHref("info@school.example")).toBe("mailto:info@school.example");
});

it.each([
  ["/", "/"],
  ["/about-us/", "/about-us"],
  ["/about-us", "/about-us"],
  ["/blog-inner?id=3", "/blog-inner"],
  ["/hall-of-Fame/#top", "/hall-of-Fame"],
])("normalizes %s to %s", (input, output) => {
  expect(normalizePath(input)).toBe(output);
});
