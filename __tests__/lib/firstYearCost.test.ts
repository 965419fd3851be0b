/** @jest-environment node */
import type { FeeGroup } from "../../src/lib/data/feesSchema";
import { firstYearCost } from "../../src/lib/firstYearCost";
import { formatRupees } from "../../src/lib/rupees";
import { data } from "../fixtures/siteData";

const group = (key: string): FeeGroup => {
  const found = data.fees.groups.find((g) => g.key === key);
  if (!found) throw new Error(`fees.yaml has no group ${key}`);
  return found;
};

// SPEC's fees for 2025-26: registration 3000, then the group's admission, annual (and laboratory)
// fees, twelve months of tuition; transport 3300 a month apart.
it.each([
  ["pre-nursery", [3000, 25000, 30800, 48000], 106800],
  ["nursery-prep", [3000, 41900, 30800, 50160], 125860],
  ["i-ii", [3000, 57900, 30800, 65400], 157100],
  ["iii-viii", [3000, 64200, 30800, 65400], 163400],
  ["ix", [3000, 71900, 30800, 65400], 171100],
  ["xi-hum-com", [3000, 57500, 55000, 72000], 187500],
  ["xi-science", [3000, 57500, 55000, 5500, 72000], 193000],
  ["xi-inst-hum-com", [3000, 55000, 72000], 130000],
  ["xi-inst-science", [3000, 55000, 5500, 72000], 135500],
])("the first year of %s costs %p, %p in all", (key, amounts, total) => {
  const cost = firstYearCost(group(key), data.fees);
  expect(cost.lines.map((line) => line.amount)).toEqual(amounts);
  expect(cost.total).toBe(total);
  expect(cost.transport).toEqual({
    particulars: "Transport",
    label: "Transport (12 months × 3,300)",
    amount: 39600,
    monthly: 3300,
  });
  expect(cost.totalWithTransport).toBe(total + 39600);
});

it("names each line as fees.yaml does, counts a monthly fee twelve times and says what it counts", () => {
  const cost = firstYearCost(group("xi-science"), data.fees);
  expect(cost.lines.map(({ label, amount }) => [label, amount])).toEqual([
    ["Registration & processing fee", 3000],
    ["Admission fee", 57500],
    ["Annual fee", 55000],
    ["Laboratory fee", 5500],
    ["Tuition fee (12 months × 6,000)", 72000],
  ]);
  expect(cost.basis).toMatch(
    /^These figures add up what a new student of Class XI Science pays in session 2025-26: [^.]*\.$/,
  );
});

it("follows an edited fee", () => {
  const edited: FeeGroup = {
    ...group("ix"),
    rows: group("ix").rows.map((row) => (row.frequency === "Monthly" ? { ...row, amount: 6000 } : row)),
  };
  expect(firstYearCost(edited, { session: "2026-27", registration: 2500, transportMonthly: 3500 })).toMatchObject({
    total: 2500 + 71900 + 30800 + 72000,
    transport: { amount: 42000 },
  });
});

it.each([
  [3000, "3,000"],
  [39600, "39,600"],
  [102700, "1,02,700"],
  [171100, "1,71,100"],
  [1234567, "12,34,567"],
])("writes %p as %p (Indian digit grouping)", (amount, text) => {
  expect(formatRupees(amount)).toBe(text);
});
