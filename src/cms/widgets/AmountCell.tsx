import { cellText, type RowField } from "../../lib/cms/amountRows";
import type { AmountValue } from "../../lib/cms/rupeesText";
import { rupeesText } from "../../lib/cms/officeWords";

interface AmountCellProps {
  id: string;
  cell: RowField;
  value: AmountValue | undefined;
  /** The cell's refusal, shown once the cell was left or a save was tried; null while there is none. */
  problem: string | null;
  onType: (typed: string) => void;
  onLeave: () => void;
}

/** One labelled cell of a row: a choice or a text input, its refusal tied to it, and an amount read
 * back in words ("Rs. 5,450") once it is whole rupees. */
export function AmountCell({ id, cell, value, problem, onType, onLeave }: AmountCellProps) {
  const reading = cell.kind === "rupees" && typeof value === "number" ? rupeesText(value) : null;
  const describedBy =
    [problem ? `${id}-error` : "", reading ? `${id}-reading` : ""].filter(Boolean).join(" ") || undefined;
  const control = {
    id,
    value: cellText(value),
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": describedBy,
    onBlur: onLeave,
  };
  return (
    <div className={`amount-rows__cell amount-rows__cell--${cell.kind}`}>
      <label htmlFor={id}>{cell.label}</label>
      {problem ? (
        <p id={`${id}-error`} className="amount-rows__error">
          <span className="visually-hidden">Error: </span>
          {problem}
        </p>
      ) : null}
      {cell.kind === "choice" ? (
        <select {...control} onChange={(event) => onType(event.target.value)}>
          <option value="">Choose…</option>
          {cell.options?.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      ) : (
        <input
          {...control}
          type="text"
          inputMode={cell.kind === "rupees" ? "numeric" : undefined}
          autoComplete="off"
          onChange={(event) => onType(event.target.value)}
        />
      )}
      {reading ? (
        <span id={`${id}-reading`} className="amount-rows__reading">
          {reading}
        </span>
      ) : null}
    </div>
  );
}
