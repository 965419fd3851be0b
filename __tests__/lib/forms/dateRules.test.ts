import { ageOn, DOB_AGE_MESSAGE, isApplicantBirthDate, isRealDate } from "@school/contract/forms/dateRules";
import { careerSchema } from "@school/contract/forms/careerSchema";
import { todayIso } from "@school/contract/dates";

it.each([
  ["2024-02-29", true],
  ["2026-02-28", true],
  ["2026-02-31", false],
  ["2025-02-29", false],
  ["2026-04-31", false],
  ["2026-13-01", false],
  ["2026-00-10", false],
  ["26-01-2026", false],
  ["", false],
])("%p is a real date: %p", (iso, real) => {
  expect(isRealDate(iso)).toBe(real);
});

it.each([
  ["2000-11-25", "2026-11-25", 26],
  ["2000-11-26", "2026-11-25", 25],
  ["2000-12-01", "2026-11-25", 25],
  ["2008-02-29", "2026-02-28", 17],
  ["2008-02-29", "2026-03-01", 18],
])("born %s, on %s one is %p", (birth, today, age) => {
  expect(ageOn(birth, today)).toBe(age);
});

it.each([
  ["2008-11-25", true],
  ["2008-11-26", false],
  ["1945-11-26", true],
  ["1945-11-25", false],
  ["2099-01-01", false],
  ["1800-01-01", false],
])("on 2026-11-25 a date of birth of %s makes an applicant's age: %p", (birth, plausible) => {
  expect(isApplicantBirthDate(birth, "2026-11-25")).toBe(plausible);
});

it.each([
  ["2026-02-31", "Please enter date of birth."],
  ["2099-01-01", DOB_AGE_MESSAGE],
  ["1800-01-01", DOB_AGE_MESSAGE],
])("the career form refuses a date of birth of %s: %p", (dob, message) => {
  expect(() => careerSchema.validateSyncAt("dob", { dob })).toThrow(message);
});

it("takes the date of birth of a 30-year-old", () => {
  const [year, month, day] = todayIso().split("-").map(Number);
  const dob = `${year - 30}-${String(month).padStart(2, "0")}-${String(Math.min(day, 28)).padStart(2, "0")}`;
  expect(careerSchema.validateSyncAt("dob", { dob })).toBe(dob);
});
