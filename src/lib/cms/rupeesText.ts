/** Reading an amount typed into the editor: whole rupees only. Anything else ("5450.50", "5,450",
 * "5450/-", letters) is refused as it was typed, never turned into another number. */

export type RupeesReading = { ok: true; value: number } | { ok: false; suggestion: number | null };

const WHOLE_RUPEES = /^[1-9][0-9]*$/;

/** What was typed, as an amount, or the whole rupees it most likely meant (for the message). */
export function readRupees(typed: string): RupeesReading {
  const text = typed.trim();
  if (WHOLE_RUPEES.test(text) && Number.isSafeInteger(Number(text))) return { ok: true, value: Number(text) };
  const meant = text
    .replace(/^(rs\.?|inr|₹)\s*/i, "")
    .replace(/\s*\/-$/, "")
    .replace(/,/g, "")
    .match(/^([1-9][0-9]*)(\.[0-9]*)?$/);
  return { ok: false, suggestion: meant && Number.isSafeInteger(Number(meant[1])) ? Number(meant[1]) : null };
}

/** An amount as the editor holds it: a number once it reads as whole rupees, else the text typed. */
export type AmountValue = number | string;

export const isAmount = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value > 0;

/** The whole rupees a refused text most likely meant, for the message's example. */
export function meantRupees(typed: string): number | null {
  const reading = readRupees(typed);
  return reading.ok ? reading.value : reading.suggestion;
}
