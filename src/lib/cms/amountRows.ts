/** The rows of an amount table in the editor (a fee group's fees, a hostel plan's instalments): what
 * each cell may hold, the office words for a cell that cannot be saved, and the total the website
 * will show. */
import { dueAtAdmission, instalmentsTotal } from "../feeTotals";
import { isAmount, meantRupees, readRupees, type AmountValue } from "./rupeesText";
import { amountAdvice, entryName, officeMessage } from "./officeWords";

export interface RowField {
  name: string;
  label: string;
  kind: "text" | "choice" | "rupees";
  options?: readonly string[];
}

export type Row = Record<string, AmountValue | undefined>;

/** How the website adds up the rows. */
export type TotalRule = "dueAtAdmission" | "sum";

/** What the cell holds once typed: an amount becomes a number only when it is whole rupees. */
export function cellValue(field: RowField, typed: string): AmountValue {
  if (field.kind !== "rupees") return typed;
  const reading = readRupees(typed);
  return reading.ok ? reading.value : typed;
}

/** A cell's text in its input. */
export const cellText = (value: AmountValue | undefined) =>
  value === undefined || value === null ? "" : String(value);

/** The refusal for one cell, naming the owner (the class), the row and the field; null when it may be saved. */
export function cellProblem(field: RowField, row: Row, index: number, owner: readonly string[]): string | null {
  const value = row[field.name];
  const place = [...owner, entryName(row, index), field.label];
  if (field.kind === "rupees") {
    if (isAmount(value)) return null;
    return officeMessage(place, amountAdvice(meantRupees(cellText(value))));
  }
  const text = cellText(value).trim();
  if (!text)
    return officeMessage(
      place,
      field.kind === "choice" ? `choose one of: ${(field.options ?? []).join(", ")}` : "fill it in",
    );
  if (field.kind === "choice" && !field.options?.includes(text))
    return officeMessage(place, `choose one of: ${(field.options ?? []).join(", ")}`);
  return null;
}

/** Every refusal of the rows, in the order of the cells. */
export const rowProblems = (fields: readonly RowField[], rows: readonly Row[], owner: readonly string[]) =>
  rows.flatMap((row, i) =>
    fields.map((field) => cellProblem(field, row, i, owner)).filter((problem): problem is string => problem !== null),
  );

/** The total the website will show, or null while an amount cannot be read. */
export function rowsTotal(rows: readonly Row[], rule: TotalRule): number | null {
  if (!rows.every((row) => isAmount(row.amount))) return null;
  const amounts = rows.map((row) => ({ frequency: String(row.frequency ?? ""), amount: row.amount as number }));
  return rule === "sum" ? instalmentsTotal(amounts) : dueAtAdmission(amounts);
}

/** An empty row for "Add": each field empty, to be filled in before the entry can be saved. */
export const emptyRow = (fields: readonly RowField[]): Row =>
  Object.fromEntries(fields.map((field) => [field.name, ""]));
