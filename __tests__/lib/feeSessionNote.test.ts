/** @jest-environment node */
import { feeSessionNote } from "../../src/lib/feeSessionNote";

it.each([
  [
    "2025-26",
    "2027-28",
    "Admissions are open for session 2027-28. The fees below are those of session 2025-26: ask the admissions office for the fees of session 2027-28.",
  ],
  [
    "2026-27",
    "2027-28",
    "Admissions are open for session 2027-28. The fees below are those of session 2026-27: ask the admissions office for the fees of session 2027-28.",
  ],
  ["2027-28", "2027-28", null],
  ["2028-29", "2027-28", null],
])("fees of %s, admissions for %s: %p", (fees, admission, note) => {
  expect(feeSessionNote(fees, admission)).toBe(note);
});
