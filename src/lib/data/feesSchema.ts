/** content/data/fees.yaml: the fees of one session, shown on the fee pages and in the e-prospectus.
 * The file holds only what the school sets (each fee); totals are worked out from it
 * (src/lib/feeTotals.ts), so no figure is written twice. */
import * as z from "zod";
import { list, oneOf, record, rupees, session, text, textList } from "./fields";

export const FEES_FILE = "content/data/fees.yaml";

/** How often a fee is paid. A monthly fee is paid twelve times in the first year and is not due at
 * admission; the others are due at admission (src/lib/feeTotals.ts, src/lib/firstYearCost.ts). */
export const FEE_FREQUENCIES = ["At admission", "Yearly", "Monthly"] as const;

const feeRow = record({
  particulars: text.describe("What the fee is for, as the fee page shows it"),
  type: text.describe("One-time, Annual or Recurring, as the fee page shows it"),
  frequency: oneOf(FEE_FREQUENCIES).describe("How often it is paid"),
  amount: rupees.describe("In whole rupees"),
});

const feeGroup = record({
  key: text
    .describe("The group's name in the fee pages' blocks (feeTable), fixed by the developers")
    .meta({ editor: "developersOnly" }),
  title: text.describe("The class or classes, as the fee page names them"),
  rows: list(feeRow).meta({ editor: "feeRows" }),
});

const instalment = record({ when: text.describe("When it is paid"), amount: rupees.describe("In whole rupees") });
const hostelPlan = record({
  title: text.describe("The room or class the plan is for"),
  instalments: list(instalment).meta({ editor: "instalments" }),
});
const hostelFacts = {
  excludes: textList.describe("What the hostel fees do not include"),
  facts: textList.describe("About the rooms"),
};

const sharedFees = {
  session,
  registration: rupees.describe("The registration and processing fee, the same for every class, in whole rupees"),
  transportMonthly: rupees.describe("The school bus, per month, the same for every class, in whole rupees"),
  notes: textList.describe("Shown under every fee table"),
};

export const feesSchema = record({
  ...sharedFees,
  groups: list(feeGroup)
    .meta({ editor: "fixedList" })
    .superRefine((groups, ctx) => {
      groups.forEach((group, i) => {
        if (groups.findIndex((other) => other.key === group.key) !== i) {
          ctx.addIssue({ code: "custom", path: [i, "key"], input: group.key, message: "is used by another group" });
        }
      });
    }),
  hostel: record({ plans: list(hostelPlan), ...hostelFacts }),
});

const total = (what: string) =>
  rupees.describe(`${what}, worked out by the build from the amounts above; never written in the file`);

/** A fee group as the site shows it: the file's group and the total the build works out. */
export const feeGroupNodeSchema = feeGroup.extend({
  total: total("Due at admission: the sum of the fees that are not monthly"),
});

/** fees.yaml as the site shows it, apart from the groups (each a FeeGroup of its own in GraphQL). */
export const feesNodeSchema = record({
  ...sharedFees,
  hostel: record({
    plans: list(hostelPlan.extend({ total: total("The year's hostel fee: the sum of the instalments") })),
    ...hostelFacts,
  }),
});

/** fees.yaml as written. */
export type FeesFile = z.infer<typeof feesSchema>;
export type FeeGroup = z.infer<typeof feeGroupNodeSchema>;
export type FeeRow = FeeGroup["rows"][number];
/** fees.yaml with its totals. */
export type FeeData = z.infer<typeof feesNodeSchema> & { groups: readonly FeeGroup[] };
export type HostelPlan = FeeData["hostel"]["plans"][number];
