import type { HostelData } from "../../lib/blockData";
import { formatRupees } from "../../lib/rupees";
import "./tables.css";

export function HostelFeesBlock({ hostel }: { hostel: HostelData }) {
  return (
    <>
      <table className="data-table fee-table fee-table--plans">
        <caption>Hostel fees for session {hostel.session}, per year (in Rs.)</caption>
        <thead>
          <tr>
            <th scope="col">Plan</th>
            <th scope="col">When</th>
            <th scope="col" className="num">
              Amount (Rs.)
            </th>
          </tr>
        </thead>
        {hostel.plans.map((plan) => (
          <tbody key={plan.title}>
            {plan.instalments.map((instalment, i) => (
              <tr key={instalment.when}>
                {i === 0 ? (
                  <th scope="rowgroup" rowSpan={plan.instalments.length + 1}>
                    {plan.title}
                  </th>
                ) : null}
                <td>{instalment.when}</td>
                <td className="num">{formatRupees(instalment.amount)}</td>
              </tr>
            ))}
            <tr className="fee-table__subtotal">
              <td>Total for the year</td>
              <td className="num">{formatRupees(plan.total)}</td>
            </tr>
          </tbody>
        ))}
      </table>
      <h2>Not included</h2>
      <p>Hostel fees do not include: {hostel.excludes.map((item) => item.toLowerCase()).join(", ")}.</p>
      <h2>Rooms</h2>
      <ul>
        {hostel.facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <ul className="fee-notes">
        {hostel.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </>
  );
}
