/** @jest-environment node */
import { classXiOpeningText } from "../../src/lib/classXiOpening";

it.each([
  ["2027-28", "18 Oct 2026", "2027-28", "Class XI admission for session 2027-28 opens on 18 Oct 2026."],
  [
    "2025-26",
    "18 Oct 2024",
    "2027-28",
    "Class XI admission for session 2025-26 opened on 18 Oct 2024; the marks required are those of that session. Admissions are open for session 2027-28: ask the admissions office for its dates and marks.",
  ],
  ["2028-29", "18 Oct 2027", "2027-28", "Class XI admission for session 2028-29 opens on 18 Oct 2027."],
])("criteria of %s, opening %s, admissions for %s: %p", (criteria, opens, admission, text) => {
  expect(classXiOpeningText(criteria, opens, admission)).toBe(text);
});
