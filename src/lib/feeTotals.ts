/** The totals of fees.yaml, worked out from its amounts: the file holds each fee once, and every
 * total the site, the e-prospectus and the editor show comes from here. */
import type { FeeData, FeeGroup, FeesFile } from "./data/feesSchema";

/** What a group's family pays at admission: every fee that is not monthly (the admission fee, the
 * yearly fees). Registration is apart, as it is paid before admission; tuition is monthly. */
export const dueAtAdmission = (rows: readonly { frequency: string; amount: number }[]): number =>
  rows.filter((row) => row.frequency !== "Monthly").reduce((sum, row) => sum + row.amount, 0);

export const instalmentsTotal = (instalments: readonly { amount: number }[]): number =>
  instalments.reduce((sum, instalment) => sum + instalment.amount, 0);

export const withGroupTotal = (group: FeesFile["groups"][number]): FeeGroup => ({
  ...group,
  total: dueAtAdmission(group.rows),
});

/** fees.yaml with every total worked out. */
export function withTotals(fees: FeesFile): FeeData {
  return {
    ...fees,
    groups: fees.groups.map(withGroupTotal),
    hostel: {
      ...fees.hostel,
      plans: fees.hostel.plans.map((plan) => ({ ...plan, total: instalmentsTotal(plan.instalments) })),
    },
  };
}
