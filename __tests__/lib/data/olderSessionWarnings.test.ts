/** @jest-environment node */
import { olderSessionWarnings } from "../../../src/lib/data/olderSessionWarnings";

const sessions = (admissionSession: string, fees: string, criteria: string) => ({
  site: { admissionSession },
  fees: { session: fees },
  admission: { session: criteria },
});

it.each([
  [
    sessions("2027-28", "2025-26", "2025-26"),
    [
      "content/data/fees.yaml holds the fees of session 2025-26, while admissions are open for 2027-28 (content/data/site.yaml): the pages say so; write those of 2027-28 when the school sets them.",
      "content/data/admission.yaml holds the Class XI date and marks of session 2025-26, while admissions are open for 2027-28 (content/data/site.yaml): the pages say so; write those of 2027-28 when the school sets them.",
    ],
  ],
  [
    sessions("2027-28", "2027-28", "2026-27"),
    [
      "content/data/admission.yaml holds the Class XI date and marks of session 2026-27, while admissions are open for 2027-28 (content/data/site.yaml): the pages say so; write those of 2027-28 when the school sets them.",
    ],
  ],
  [sessions("2027-28", "2027-28", "2027-28"), []],
  [sessions("2027-28", "2028-29", "2027-28"), []],
])("%j: %p", (data, warnings) => {
  expect(olderSessionWarnings(data)).toEqual(warnings);
});
