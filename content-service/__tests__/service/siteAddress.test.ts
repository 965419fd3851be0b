/** @jest-environment node */
import { siteAddress } from "@school/contract/siteAddress";

it.each([
  ["https://www.school.example", "https://www.school.example"],
  ["  https://www.school.example/  ", "https://www.school.example"],
  ["https://WWW.School.example", "https://www.school.example"],
  ["https://group.example/gvskol", "https://group.example/gvskol"],
  ["https://group.example/schools/gv-skol_2/", "https://group.example/schools/gv-skol_2"],
  ["https://www.school.example:8443", "https://www.school.example:8443"],
  ["http://localhost:9000", "http://localhost:9000"],
  ["http://127.0.0.1:8000", "http://127.0.0.1:8000"],
])("takes %p as %p", (value, stored) => {
  expect(siteAddress(value)).toBe(stored);
});

it.each([
  ["plain http on the internet", "http://www.school.example"],
  ["another scheme", "ftp://www.school.example"],
  ["a script", "javascript:alert(1)"],
  ["no scheme", "www.school.example"],
  ["nothing", ""],
  ["a user name", "https://office@www.school.example"],
  ["a password", "https://office:secret@www.school.example"],
  ["a query", "https://www.school.example/?utm=1"],
  ["an empty query", "https://www.school.example/?"],
  ["a fragment", "https://www.school.example/#top"],
  ["a folder above", "https://www.school.example/a/../b"],
  ["a dot folder", "https://www.school.example/./a"],
  ["an escaped dot folder", "https://www.school.example/%2e%2e/a"],
  ["an escape", "https://www.school.example/a%20b"],
  ["a backslash", "https://www.school.example\\evil.example"],
  ["a space", "https://www.school.example/a b"],
  ["a protocol-relative address", "//www.school.example"],
  ["one too long", `https://www.school.example/${"a".repeat(200)}`],
])("refuses %s (%p)", (_what, value) => {
  expect(siteAddress(value)).toBeNull();
});
