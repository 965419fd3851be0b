import type { FirstYearCost } from "../../lib/firstYearCost";
import { formatRupees } from "../../lib/rupees";

/** What a new student's first year costs, as the build worked it out from fees.yaml (lines, labels,
 * sums and the sentence saying what they count). */
export function FirstYearCostTable({ title, session, cost }: { title: string; session: string; cost: FirstYearCost }) {
  return (
    <section className="first-year" aria-labelledby="first-year-heading">
      <h2 id="first-year-heading">What the first year costs</h2>
      <p>{cost.basis}</p>
      <table className="data-table cost-table">
        <caption>{title}: first year, session {session} (in Rs.)</caption>
        <thead>
          <tr>
            <th scope="col">Fee</th>
            <th scope="col" className="num">
              Amount (Rs.)
            </th>
          </tr>
        </thead>
        <tbody>
          {cost.lines.map((line) => (
            <tr key={line.particulars}>
              <th scope="row">{line.label}</th>
              <td className="num">{formatRupees(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">First year without transport</th>
            <td className="num">{formatRupees(cost.total)}</td>
          </tr>
        </tfoot>
      </table>
      <table className="data-table cost-table">
        <caption>If your child takes the school bus (in Rs.)</caption>
        <thead>
          <tr>
            <th scope="col">Fee</th>
            <th scope="col" className="num">
              Amount (Rs.)
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{cost.transport.label}</th>
            <td className="num">{formatRupees(cost.transport.amount)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">First year with transport</th>
            <td className="num">{formatRupees(cost.totalWithTransport)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
