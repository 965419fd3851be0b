/** @jest-environment node */
import {
  cellProblem,
  cellValue,
  emptyRow,
  rowProblems,
  rowsTotal,
  type RowField,
} from "../../../src/lib/cms/amountRows";
import { pathOf, toPlain } from "../../../src/lib/cms/entryTree";

const FIELDS: RowField[] = [
  { name: "particulars", label: "Particulars", kind: "text" },
  { name: "frequency", label: "Frequency", kind: "choice", options: ["At admission", "Yearly", "Monthly"] },
  { name: "amount", label: "Amount (Rs.)", kind: "rupees" },
];
const OWNER = ["Classes III-VIII"];

it.each([
  ["5450", 5450],
  ["5450.50", "5450.50"],
  ["5,450", "5,450"],
  ["", ""],
])("keeps %p as %p in an amount cell", (typed, value) => {
  expect(cellValue(FIELDS[2], typed)).toBe(value);
});

it("keeps text cells as typed", () => {
  expect(cellValue(FIELDS[0], " Tuition fee ")).toBe(" Tuition fee ");
});

it.each([
  [
    { particulars: "Tuition fee", frequency: "Monthly", amount: "5450.50" },
    2,
    "Classes III-VIII, Tuition fee, Amount (Rs.): write the amount in whole rupees, such as 5450.",
  ],
  [
    { particulars: "Tuition fee", frequency: "Monthly", amount: "" },
    2,
    "Classes III-VIII, Tuition fee, Amount (Rs.): write the amount in whole rupees, such as 5450.",
  ],
  [{ particulars: "", frequency: "Monthly", amount: 5 }, 0, "Classes III-VIII, entry 1, Particulars: fill it in."],
  [
    { particulars: "Bus", frequency: "", amount: 5 },
    1,
    "Classes III-VIII, Bus, Frequency: choose one of: At admission, Yearly, Monthly.",
  ],
  [
    { particulars: "Bus", frequency: "Weekly", amount: 5 },
    1,
    "Classes III-VIII, Bus, Frequency: choose one of: At admission, Yearly, Monthly.",
  ],
])("refuses %j in office words", (row, field, message) => {
  expect(cellProblem(FIELDS[field], row, 0, OWNER)).toBe(message);
});

it("lists every refusal of the rows in order, and none for good rows", () => {
  const good = { particulars: "Admission fee", frequency: "At admission", amount: 64200 };
  expect(rowProblems(FIELDS, [good, { ...good, particulars: "Tuition fee", amount: "x" }], OWNER)).toEqual([
    "Classes III-VIII, Tuition fee, Amount (Rs.): write the amount in whole rupees, such as 5450.",
  ]);
  expect(rowProblems(FIELDS, [good], OWNER)).toEqual([]);
});

it.each([
  [
    [
      { frequency: "At admission", amount: 64200 },
      { frequency: "Yearly", amount: 30800 },
      { frequency: "Monthly", amount: 5450 },
    ],
    "dueAtAdmission",
    95000,
  ],
  [[{ frequency: "Monthly", amount: "5450.50" }], "dueAtAdmission", null],
  [
    [
      { when: "At admission", amount: 195000 },
      { when: "Before the Durga Puja vacations", amount: 90000 },
    ],
    "sum",
    285000,
  ],
] as const)("adds up %j by %s as %p", (rows, rule, total) => {
  expect(rowsTotal(rows, rule)).toBe(total);
});

it("adds an empty row, refused until it is filled in", () => {
  expect(emptyRow(FIELDS)).toEqual({ particulars: "", frequency: "", amount: "" });
  expect(rowProblems(FIELDS, [emptyRow(FIELDS)], OWNER)).toHaveLength(3);
});

it("finds the very list a widget was given inside the entry, and reads Immutable-like data", () => {
  const rows = [{ amount: 1 }];
  const twin = [{ amount: 1 }];
  const data = {
    groups: [
      { title: "A", rows: twin },
      { title: "B", rows },
    ],
  };
  expect(pathOf(data, rows)).toEqual(["groups", 1, "rows"]);
  expect(pathOf(data, [{ amount: 2 }])).toBeNull();
  const immutable = {
    toJS: () => ({ a: 1 }),
    forEach: (visit: (value: unknown, key: unknown) => void) => visit(rows, "a"),
  };
  expect(pathOf(immutable, rows)).toEqual(["a"]);
  expect(toPlain(immutable)).toEqual({ a: 1 });
});
