/** @jest-environment node */
import { dueAtAdmission, instalmentsTotal, withTotals } from "../../src/lib/feeTotals";
import { readFileSync } from "fs";
import path from "path";
import { data, root } from "../fixtures/siteData";

/** SPEC §9's printed totals: the build works them out from the rows of fees.yaml, which holds none. */
it.each([
  ["pre-nursery", 55800],
  ["nursery-prep", 72700],
  ["i-ii", 88700],
  ["iii-viii", 95000],
  ["ix", 102700],
  ["xi-hum-com", 112500],
  ["xi-science", 118000],
  ["xi-inst-hum-com", 55000],
  ["xi-inst-science", 60500],
])("the total of %s comes out as SPEC prints it, %p", (key, total) => {
  expect(data.fees.groups.find((group) => group.key === key)?.total).toBe(total);
});

it.each([
  ["Executive room", 285000],
  ["Class XI", 350000],
])("the hostel plan %s comes out as SPEC prints it, %p", (title, total) => {
  expect(data.fees.hostel.plans.find((plan) => plan.title === title)?.total).toBe(total);
});

it("finds no total written in fees.yaml: each figure has one source", () => {
  expect(readFileSync(path.join(root, "content/data/fees.yaml"), "utf8")).not.toMatch(/^\s*total:/m);
});

const row = (frequency: "At admission" | "Yearly" | "Monthly", amount: number) => ({
  particulars: "A fee",
  type: "Annual",
  frequency,
  amount,
});

it.each([
  [[row("At admission", 100), row("Yearly", 20), row("Monthly", 5)], 120],
  [[row("Monthly", 5)], 0],
  [[row("Yearly", 20), row("Yearly", 30)], 50],
])("counts every fee that is not monthly as due at admission (%j → %p)", (rows, total) => {
  expect(dueAtAdmission(rows)).toBe(total);
});

it("adds up a plan's instalments, and gives every group and plan its total", () => {
  expect(instalmentsTotal([{ amount: 1 }, { amount: 2 }])).toBe(3);
  const fees = withTotals({
    session: "2025-26",
    registration: 3000,
    transportMonthly: 3300,
    notes: ["N"],
    groups: [{ key: "a", title: "A", rows: [row("At admission", 10), row("Monthly", 7)] }],
    hostel: {
      plans: [
        {
          title: "P",
          instalments: [
            { when: "Now", amount: 4 },
            { when: "Later", amount: 6 },
          ],
        },
      ],
      excludes: ["E"],
      facts: ["F"],
    },
  });
  expect(fees.groups[0].total).toBe(10);
  expect(fees.hostel.plans[0].total).toBe(10);
});
