import type { FeeData } from "../client/types";
import { DataError, bool, checkFields, isRecord, text, type Check } from "./dataChecks";

export const FEES_FILE = "content/data/fees.yaml";

const rupees: Check = (value) => (Number.isInteger(value) && (value as number) > 0 ? null : "must be a positive whole number of rupees");
const list: Check = (value) => (Array.isArray(value) && value.length > 0 ? null : "must be a list of one or more entries");
const textList: Check = (value) => (Array.isArray(value) && value.every((v) => text(v) === null) ? null : "must be a list of texts");

/** "55,800", "1,18,000": Indian digit grouping. */
export function formatRupees(amount: number): string {
  return new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 }).format(amount);
}

/** Validates fees.yaml as parsed; a problem names the group (or plan) and the row. */
export function validateFees(raw: unknown): FeeData {
  const file = FEES_FILE;
  const fees = checkFields(file, "fees", raw, {
    session: (v) => (typeof v === "string" && /^\d{4}-\d{2}$/.test(v) ? null : 'must be a session such as "2025-26"'),
    registration: rupees,
    transportMonthly: rupees,
    notes: textList,
    groups: list,
    hostel: (v) => (isRecord(v) ? null : "must hold the hostel plans"),
  });
  const keys = new Set<string>();
  (fees.groups as unknown[]).forEach((raw, i) => {
    const group = checkFields(file, `groups[${i}]`, raw, { key: text, title: text, total: rupees, rows: list });
    const name = `group "${String(group.key)}"`;
    if (keys.has(String(group.key))) throw new DataError(file, name, "key", "is used by another group");
    keys.add(String(group.key));
    let sum = 0;
    (group.rows as unknown[]).forEach((row, j) => {
      const r = checkFields(file, `${name} rows[${j}]`, row, {
        particulars: text,
        type: text,
        frequency: text,
        amount: rupees,
        inTotal: bool,
      });
      if (r.inTotal) sum += r.amount as number;
    });
    if (sum !== group.total) {
      throw new DataError(file, name, "total", `is ${group.total as number}, but its rows with inTotal: true add up to ${sum}`);
    }
  });
  const hostel = checkFields(file, "hostel", fees.hostel, { plans: list, excludes: textList, facts: textList });
  (hostel.plans as unknown[]).forEach((raw, i) => {
    const plan = checkFields(file, `hostel plans[${i}]`, raw, { title: text, total: rupees, instalments: list });
    const name = `hostel plan "${String(plan.title)}"`;
    let sum = 0;
    (plan.instalments as unknown[]).forEach((inst, j) => {
      sum += checkFields(file, `${name} instalments[${j}]`, inst, { when: text, amount: rupees }).amount as number;
    });
    if (sum !== plan.total) throw new DataError(file, name, "total", `is ${plan.total as number}, but its instalments add up to ${sum}`);
  });
  return raw as FeeData;
}
