import { DataError } from "../../src/lib/dataChecks";
import { formatRupees, validateFees } from "../../src/lib/fees";
import type { FeeData } from "../../src/client/types";
import { copy, readData } from "../fixtures/siteData";

const fees = () => copy(readData("fees.yaml")) as FeeData;
const group = (data: FeeData, key: string) => data.groups.find((g) => g.key === key) as FeeData["groups"][number];
const monthly = (data: FeeData, key: string) => group(data, key).rows.find((r) => r.frequency === "Monthly")?.amount;

it("accepts the fees the site ships", () => {
  expect(() => validateFees(fees())).not.toThrow();
});

it.each([
  ["pre-nursery", 55800, 4000],
  ["nursery-prep", 72700, 4180],
  ["i-ii", 88700, 5450],
  ["iii-viii", 95000, 5450],
  ["ix", 102700, 5450],
  ["xi-hum-com", 112500, 6000],
  ["xi-science", 118000, 6000],
  ["xi-inst-hum-com", 55000, 6000],
  ["xi-inst-science", 60500, 6000],
])("%s: total %i, tuition %i a month, as in SPEC §9", (key, total, tuition) => {
  const data = validateFees(fees());
  expect(group(data, key).total).toBe(total);
  expect(monthly(data, key)).toBe(tuition);
});

it("keeps registration, transport and the hostel plans of SPEC §9", () => {
  const data = validateFees(fees());
  expect(data.registration).toBe(3000);
  expect(data.transportMonthly).toBe(3300);
  expect(data.hostel.plans.map((p) => [p.title, p.total, p.instalments.map((i) => i.amount)])).toEqual([
    ["Executive room", 285000, [195000, 90000]],
    ["Class XI", 350000, [240000, 110000]],
  ]);
  expect(data.hostel.excludes).toEqual(["Uniform", "Books", "School fees"]);
});

const messageOf = (data: unknown) => {
  try {
    validateFees(data);
  } catch (error) {
    expect(error).toBeInstanceOf(DataError);
    return (error as Error).message;
  }
  throw new Error("expected a problem");
};

it("names the group whose rows do not add up to its total", () => {
  const data = fees();
  group(data, "ix").total = 102000;
  expect(messageOf(data)).toBe(
    'content/data/fees.yaml: group "ix": field "total" is 102000, but its rows with inTotal: true add up to 102700',
  );
});

it("names the row with a negative or fractional amount", () => {
  const data = fees();
  group(data, "xi-science").rows[2].amount = -5500;
  expect(messageOf(data)).toBe('content/data/fees.yaml: group "xi-science" rows[2]: field "amount" must be a positive whole number of rupees');
  const fractional = fees();
  group(fractional, "i-ii").rows[0].amount = 57900.5;
  expect(messageOf(fractional)).toContain('group "i-ii" rows[0]: field "amount"');
});

it("names a missing field and a hostel plan that does not add up", () => {
  const data = fees() as unknown as { groups: Record<string, unknown>[] };
  delete (data.groups[0].rows as Record<string, unknown>[])[1].frequency;
  expect(messageOf(data)).toBe('content/data/fees.yaml: group "pre-nursery" rows[1]: field "frequency" must be a non-empty text');
  const hostel = fees();
  hostel.hostel.plans[0].instalments[1].amount = 80000;
  expect(messageOf(hostel)).toContain('hostel plan "Executive room": field "total" is 285000, but its instalments add up to 275000');
});

it("formats rupees with Indian digit grouping", () => {
  expect(formatRupees(55800)).toBe("55,800");
  expect(formatRupees(118000)).toBe("1,18,000");
  expect(formatRupees(285000)).toBe("2,85,000");
  expect(formatRupees(3000)).toBe("3,000");
});
