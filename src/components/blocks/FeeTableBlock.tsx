import type { FeeTableData } from "../../lib/blockData";
import { formatRupees } from "../../lib/rupees";
import { FirstYearCostTable } from "./FirstYearCostTable";
import "./tables.css";

/** The column headings; below 600 px each row is a card and each cell carries its heading as a label. */
const COLUMNS = { type: "Type", frequency: "Frequency", amount: "Amount (Rs.)" } as const;

function FeeRow({
  particulars,
  type,
  frequency,
  amount,
}: {
  particulars: string;
  type: string;
  frequency: string;
  amount: number;
}) {
  return (
    <tr>
      <th scope="row">{particulars}</th>
      <td data-label={COLUMNS.type}>{type}</td>
      <td data-label={COLUMNS.frequency}>{frequency}</td>
      <td data-label={COLUMNS.amount} className="num">
        {formatRupees(amount)}
      </td>
    </tr>
  );
}

/** One group's fees: registration, the group's rows, transport, the total due at admission; then
 * what the first year costs. */
export function FeeTableBlock({ fees }: { fees: FeeTableData }) {
  const { group, session, registration, transportMonthly, notes, firstYear } = fees;
  return (
    <>
      <table className="data-table fee-table fee-table--rows">
        <caption>
          {group.title}: fees for session {session} (in Rs.)
        </caption>
        <thead>
          <tr>
            <th scope="col">Particulars</th>
            <th scope="col">{COLUMNS.type}</th>
            <th scope="col">{COLUMNS.frequency}</th>
            <th scope="col" className="num">
              {COLUMNS.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          <FeeRow
            particulars="Registration & processing fee"
            type="One-time"
            frequency="At registration"
            amount={registration}
          />
          {group.rows.map((row) => (
            <FeeRow key={row.particulars} {...row} />
          ))}
          <FeeRow particulars="Transport (optional)" type="Recurring" frequency="Monthly" amount={transportMonthly} />
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total due at admission (excluding registration, tuition and transport)
            </th>
            <td data-label={COLUMNS.amount} className="num">
              {formatRupees(group.total)}
            </td>
          </tr>
        </tfoot>
      </table>
      <ul className="fee-notes">
        <li>The registration and processing fee is non-refundable and non-transferable.</li>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <FirstYearCostTable title={group.title} session={session} cost={firstYear} />
    </>
  );
}
