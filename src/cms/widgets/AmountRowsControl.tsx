/** The editor's table of amounts: a fee group's fees, or a hostel plan's instalments. Each row is a
 * group of labelled inputs; an amount is kept exactly as typed until it reads as whole rupees, so
 * nothing typed is ever turned into another number, and a refusal names the class, the row and the
 * field. The total the website will show is worked out below the rows. */
import { Component, type FocusEvent } from "react";
import {
  cellProblem,
  cellText,
  cellValue,
  emptyRow,
  rowProblems,
  rowsTotal,
  type Row,
  type RowField,
  type TotalRule,
} from "../../lib/cms/amountRows";
import { pathOf, toPlain } from "../../lib/cms/entryTree";
import { placeOf, rupeesText } from "../../lib/cms/officeWords";
import { setEditingPlace } from "../editingPlace";
import { AmountCell } from "./AmountCell";
import { RowActions } from "./RowActions";

interface FieldConfig {
  get(key: string): unknown;
}

interface Props {
  value: unknown;
  field: FieldConfig;
  entry: FieldConfig;
  forID: string;
  classNameWrapper: string;
  onChange(value: Row[]): void;
}

interface State {
  /** Cells the user has left, or every cell once a save was tried: their refusals are shown. */
  shown: ReadonlySet<string> | "all";
}

const TOTAL_LABELS: Record<TotalRule, string> = {
  dueAtAdmission: "Total due at admission (the fees that are not monthly)",
  sum: "Total for the year",
};

function rowFields(field: FieldConfig): RowField[] {
  const fields = toPlain(field.get("fields")) as { name: string; label?: string; widget: string; options?: string[] }[];
  return fields.map(({ name, label, widget, options }) => ({
    name,
    label: label ?? name,
    kind: widget === "rupees" ? "rupees" : widget === "select" ? "choice" : "text",
    options,
  }));
}

export class AmountRowsControl extends Component<Props, State> {
  state: State = { shown: new Set() };

  private rows(): Row[] {
    const rows = toPlain(this.props.value);
    return Array.isArray(rows) ? (rows as Row[]) : [];
  }

  /** The entry's names above these rows: ["Classes III-VIII"], ["Hostel", "Executive room"]. */
  private owner(): { path: PropertyKey[]; names: string[] } {
    const data = this.props.entry.get("data");
    const path = pathOf(data, this.props.value) ?? [];
    return { path, names: path.length > 1 ? placeOf(toPlain(data), path.slice(0, -1)) : [] };
  }

  /** Decap asks before saving: the first refusal marks the field, and every refusal shows. */
  isValid = () => {
    const problems = rowProblems(rowFields(this.props.field), this.rows(), this.owner().names);
    if (!problems.length) return true;
    this.setState({ shown: "all" });
    const more = problems.length > 1 ? ` (${problems.length - 1} more below)` : "";
    return { error: { type: "CUSTOM", message: `${problems[0]}${more}` } };
  };

  private change(rows: Row[]) {
    this.props.onChange(rows);
  }

  private setCell(index: number, field: RowField, typed: string) {
    this.change(this.rows().map((row, i) => (i === index ? { ...row, [field.name]: cellValue(field, typed) } : row)));
  }

  private move(index: number, by: -1 | 1) {
    const rows = [...this.rows()];
    [rows[index], rows[index + by]] = [rows[index + by], rows[index]];
    this.change(rows);
  }

  private leave(cell: string) {
    this.setState(({ shown }) => (shown === "all" ? null : { shown: new Set(shown).add(cell) }));
  }

  private onFocus = (_event: FocusEvent) => setEditingPlace(this.owner().path.slice(0, -1));

  render() {
    const { forID, classNameWrapper, field } = this.props;
    const fields = rowFields(field);
    const rows = this.rows();
    const owner = this.owner().names;
    const rule = field.get("total") as TotalRule | undefined;
    const total = rule ? rowsTotal(rows, rule) : null;
    const rowNoun = String(field.get("label_singular") ?? "row");
    return (
      <div id={forID} className={`${classNameWrapper} amount-rows`} onFocus={this.onFocus}>
        {rows.map((row, i) => {
          const rowName = cellText(row[fields[0]?.name]).trim() || `${rowNoun} ${i + 1}`;
          return (
            <fieldset key={i} className="amount-rows__row">
              <legend>{rowName}</legend>
              {fields.map((cell) => {
                const id = `${forID}-${i}-${cell.name}`;
                const problem = cellProblem(cell, row, i, owner);
                const shown = problem && (this.state.shown === "all" || this.state.shown.has(id));
                return (
                  <AmountCell
                    key={cell.name}
                    id={id}
                    cell={cell}
                    value={row[cell.name]}
                    problem={shown ? problem : null}
                    onType={(typed) => this.setCell(i, cell, typed)}
                    onLeave={() => this.leave(id)}
                  />
                );
              })}
              <RowActions
                rowName={rowName}
                first={i === 0}
                last={i === rows.length - 1}
                only={rows.length === 1}
                onMove={(by) => this.move(i, by)}
                onRemove={() => this.change(rows.filter((_, j) => j !== i))}
              />
            </fieldset>
          );
        })}
        <button type="button" className="amount-rows__add" onClick={() => this.change([...rows, emptyRow(fields)])}>
          Add a {rowNoun}
        </button>
        {rule ? (
          <p className="amount-rows__total" aria-live="polite">
            {TOTAL_LABELS[rule]}:{" "}
            {total === null ? "worked out once every amount is in whole rupees" : rupeesText(total)}
            <span className="amount-rows__note"> (worked out by the website; it is not typed)</span>
          </p>
        ) : null}
      </div>
    );
  }
}
