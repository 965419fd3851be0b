import type { BlockData } from "../../lib/pageContext";
import { formatRupees } from "../../lib/rupees";

type Fees = NonNullable<BlockData["fees"]>;

/** One group's fees: registration, the group's rows, transport, the total due at admission. */
export function FeeTableBlock({ fees }: { fees: Fees }) {
  const { group, session, registration, transportMonthly, notes } = fees;
  return (
    <>
      <div className="table-scroll">
        <table className="data-table fee-table">
          <caption>
            {group.title}: fees for session {session} (in Rs.)
          </caption>
          <thead>
            <tr>
              <th scope="col">Particulars</th>
              <th scope="col">Type</th>
              <th scope="col">Frequency</th>
              <th scope="col" className="num">
                Amount (Rs.)
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Registration &amp; processing fee</th>
              <td>One-time</td>
              <td>At registration</td>
              <td className="num">{formatRupees(registration)}</td>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.particulars}>
                <th scope="row">{row.particulars}</th>
                <td>{row.type}</td>
                <td>{row.frequency}</td>
                <td className="num">{formatRupees(row.amount)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">Transport (optional)</th>
              <td>Recurring</td>
              <td>Monthly</td>
              <td className="num">{formatRupees(transportMonthly)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                Total due at admission (excluding registration, tuition and transport)
              </th>
              <td className="num">{formatRupees(group.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <ul className="fee-notes">
        <li>The registration and processing fee is non-refundable and non-transferable.</li>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </>
  );
}
