import { formatRupees } from "./rupees";

/** A session runs from April to March: a monthly fee is paid twelve times in a year. */
export const MONTHS_IN_YEAR = 12;

export interface CostLine {
  particulars: string;
  /** As the page shows it: "Tuition fee (12 months × 5,450)" for a monthly fee. */
  label: string;
  /** What the line costs over the first year, in whole rupees. */
  amount: number;
  /** For a monthly fee, the amount of one month (the line is twelve of them). */
  monthly?: number;
}

export interface FirstYearCost {
  /** What the figures count, in one sentence. */
  basis: string;
  /** Registration, every fee of the group for one year, in the order of fees.yaml. */
  lines: CostLine[];
  /** The sum of the lines. */
  total: number;
  /** The school bus for twelve months, which only families who use it pay. */
  transport: CostLine;
  totalWithTransport: number;
}

const once = (particulars: string, amount: number): CostLine => ({ particulars, label: particulars, amount });

const yearly = (particulars: string, monthly: number): CostLine => ({
  particulars,
  label: `${particulars} (${MONTHS_IN_YEAR} months × ${formatRupees(monthly)})`,
  amount: monthly * MONTHS_IN_YEAR,
  monthly,
});

/** What a new student of a group pays in the first year: the registration fee, the fees due at
 * admission, the yearly fees and twelve months of each monthly fee; transport apart. */
export function firstYearCost(
  group: { title: string; rows: readonly { particulars: string; frequency: string; amount: number }[] },
  fees: { session: string; registration: number; transportMonthly: number },
): FirstYearCost {
  const lines: CostLine[] = [
    once("Registration & processing fee", fees.registration),
    ...group.rows.map((row) =>
      row.frequency === "Monthly" ? yearly(row.particulars, row.amount) : once(row.particulars, row.amount),
    ),
  ];
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const transport = yearly("Transport", fees.transportMonthly);
  const basis =
    `These figures add up what a new student of ${group.title} pays in session ${fees.session}: ` +
    "the registration fee, the fees due at admission and in the year, " +
    "and twelve months of tuition (April to March), " +
    "with the school bus shown apart because only families who use it pay for it.";
  return { basis, lines, total, transport, totalWithTransport: total + transport.amount };
}
