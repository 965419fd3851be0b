/** @jest-environment node */
import * as z from "zod";
import { advice, entryName, officeIssues, officeProblem, placeOf, rupeesText } from "../../../src/lib/cms/officeWords";
import { meantRupees, readRupees } from "../../../src/lib/cms/rupeesText";
import { feesSchema } from "../../../src/lib/data/feesSchema";

it.each([
  ["5450", { ok: true, value: 5450 }],
  [" 5450 ", { ok: true, value: 5450 }],
  ["5450.50", { ok: false, suggestion: 5450 }],
  ["5450.", { ok: false, suggestion: 5450 }],
  ["5,450", { ok: false, suggestion: 5450 }],
  ["1,03,700", { ok: false, suggestion: 103700 }],
  ["5450/-", { ok: false, suggestion: 5450 }],
  ["Rs. 5450", { ok: false, suggestion: 5450 }],
  ["₹5450", { ok: false, suggestion: 5450 }],
  ["five thousand", { ok: false, suggestion: null }],
  ["0", { ok: false, suggestion: null }],
  ["05450", { ok: false, suggestion: null }],
  ["-5450", { ok: false, suggestion: null }],
  ["", { ok: false, suggestion: null }],
  ["99999999999999999999", { ok: false, suggestion: null }],
])("reads %p as %j: never another number than typed", (typed, reading) => {
  expect(readRupees(typed)).toEqual(reading);
});

it("suggests the amount a refused text most likely meant", () => {
  expect(meantRupees("5,450")).toBe(5450);
  expect(meantRupees("letters")).toBeNull();
});

it.each([
  ["is missing", "fill it in"],
  ["must be a non-empty text", "fill it in"],
  ["must be a positive whole number of rupees", "write the amount in whole rupees, such as 5450"],
  ["must be one of: At admission, Yearly, Monthly", "choose one of: At admission, Yearly, Monthly"],
  ['must be a session such as "2025-26"', 'write a session such as "2025-26"'],
  ["must be a list of one or more texts", "add one or more texts"],
  ["must be true or false", "tick the box or leave it empty"],
  ["is used by another group", "is used by another group"],
])("turns the build's %p into %p", (problem, words) => {
  expect(advice(problem)).toBe(words);
});

it.each([
  [{ particulars: "Tuition fee", type: "Recurring" }, 2, "Tuition fee"],
  [{ title: "Class IX", key: "ix" }, 4, "Class IX"],
  [{ type: "feeTable", group: "ix" }, 0, "Fee table"],
  [{ particulars: "  " }, 1, "entry 2"],
  ["text", 0, "entry 1"],
])("names the entry %j at %p as %p", (entry, index, name) => {
  expect(entryName(entry, index)).toBe(name);
});

it("names a place by its entries and its last field's label", () => {
  const data = {
    groups: [{ title: "Pre-Nursery", rows: [{ particulars: "Admission fee", amount: 1 }] }],
    hostel: { plans: [{ title: "Executive room" }] },
  };
  expect(placeOf(data, ["groups", 0, "rows", 0, "amount"])).toEqual(["Pre-Nursery", "Admission fee", "Amount (Rs.)"]);
  expect(placeOf(data, ["hostel", "plans", 0])).toEqual(["Hostel", "Executive room"]);
  expect(placeOf(data, ["registration"])).toEqual(["Registration and processing fee (Rs.)"]);
  expect(placeOf(data, [])).toEqual(["This entry"]);
});

it("names the list of an entry that has no name of its own", () => {
  const data = { summer: [{ group: "Nursery" }, { boys: "Shirt" }] };
  expect(placeOf(data, ["summer", 0, "boys"])).toEqual(["Nursery", "Boys"]);
  expect(placeOf(data, ["summer", 1, "group"])).toEqual(["Summer uniform", "entry 2", "Class group"]);
});

it("gives every problem of an entry, the first for each place, each unknown field on its own", () => {
  const date = z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date such as 2025-04-01")
    .refine((text) => !text.startsWith("0"), "must be a day the calendar has");
  const schema = z.strictObject({ issued: date, expires: date });
  const data = { issued: "01-04-2025", expires: "2026-03-31", colour: "blue", size: 2 };
  const result = schema.safeParse(data);
  if (result.success) throw new Error("accepted");
  expect(officeIssues(data, result.error.issues)).toEqual([
    { path: ["issued"], place: ["Date of issue (YYYY-MM-DD)"], advice: "write a date such as 2025-04-01" },
    {
      path: ["colour"],
      place: ["colour"],
      advice: "the website does not know this field; ask a developer to remove it",
    },
    {
      path: ["size"],
      place: ["size"],
      advice: "the website does not know this field; ask a developer to remove it",
    },
  ]);
});

it("gives the first problem of an entry in office words, or none", () => {
  const schema = z.strictObject({ session: z.string().regex(/^\d{4}-\d{2}$/, 'must be a session such as "2025-26"') });
  expect(officeProblem(schema, { session: "2025" })).toBe(
    'Session (such as 2025-26): write a session such as "2025-26".',
  );
  expect(officeProblem(schema, { session: "2025-26" })).toBeNull();
  expect(officeProblem(feesSchema, { session: "2025-26" })).toBe("Registration and processing fee (Rs.): fill it in.");
});

it("writes amounts with Indian digit grouping", () => {
  expect(rupeesText(103700)).toBe("Rs. 1,03,700");
});
