/** content/data/fees.yaml: the fees of one session, shown on the fee pages and in the e-prospectus. */
import * as z from "zod";
import { bool, list, oneOf, pattern, record, rupees, text, textList } from "./fields";

export const FEES_FILE = "content/data/fees.yaml";

const session = pattern(/^\d{4}-\d{2}$/, 'must be a session such as "2025-26"');

/** How often a fee is paid: what the first year's cost (src/lib/firstYearCost.ts) counts it by. */
export const FEE_FREQUENCIES = ["At admission", "Yearly", "Monthly"] as const;

const feeRow = record({
  particulars: text,
  type: text,
  frequency: oneOf(FEE_FREQUENCIES),
  amount: rupees,
  inTotal: bool.describe("Counts towards the group's total due at admission"),
});

const feeGroup = record({ key: text, title: text, total: rupees, rows: list(feeRow) }).superRefine((group, ctx) => {
  const sum = group.rows.filter((row) => row.inTotal).reduce((total, row) => total + row.amount, 0);
  if (sum !== group.total) {
    ctx.addIssue({ code: "custom", path: ["total"], input: group.total, message: `is ${group.total}, but its rows with inTotal: true add up to ${sum}` });
  }
});

const hostelPlan = record({ title: text, total: rupees, instalments: list(record({ when: text, amount: rupees })) }).superRefine(
  (plan, ctx) => {
    const sum = plan.instalments.reduce((total, instalment) => total + instalment.amount, 0);
    if (sum !== plan.total) {
      ctx.addIssue({ code: "custom", path: ["total"], input: plan.total, message: `is ${plan.total}, but its instalments add up to ${sum}` });
    }
  },
);

export const feesSchema = record({
  session,
  registration: rupees,
  transportMonthly: rupees,
  notes: textList,
  groups: list(feeGroup).superRefine((groups, ctx) => {
    groups.forEach((group, i) => {
      if (groups.findIndex((other) => other.key === group.key) !== i) {
        ctx.addIssue({ code: "custom", path: [i, "key"], input: group.key, message: "is used by another group" });
      }
    });
  }),
  hostel: record({ plans: list(hostelPlan), excludes: textList, facts: textList }),
});

export type FeeData = z.infer<typeof feesSchema>;
export type FeeGroup = z.infer<typeof feeGroup>;
export type FeeRow = z.infer<typeof feeRow>;
export type HostelPlan = z.infer<typeof hostelPlan>;
