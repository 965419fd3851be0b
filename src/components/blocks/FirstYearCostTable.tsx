import type { CostLine, FirstYearCost } from "../../lib/firstYearCost";
import { formatRupees } from "../../lib/rupees";
import "./tables.css";

/** A two-column table of cost lines and the sum they make. */
function CostTable({
  caption,
  lines,
  totalLabel,
  total,
}: {
  caption: string;
  lines: readonly CostLine[];
  totalLabel: string;
  total: number;
}) {
  return (
    <table className="data-table cost-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Fee</th>
          <th scope="col" className="num">
            Amount (Rs.)
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.particulars}>
            <th scope="row">{line.label}</th>
            <td className="num">{formatRupees(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{totalLabel}</th>
          <td className="num">{formatRupees(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** What a new student's first year costs, as the build worked it out from fees.yaml (lines, labels,
 * sums and the sentence saying what they count). */
export function FirstYearCostTable({ title, session, cost }: { title: string; session: string; cost: FirstYearCost }) {
  return (
    <section className="first-year" aria-labelledby="first-year-heading">
      <h2 id="first-year-heading">What the first year costs</h2>
      <p>{cost.basis}</p>
      <CostTable
        caption={`${title}: first year, session ${session} (in Rs.)`}
        lines={cost.lines}
        totalLabel="First year without transport"
        total={cost.total}
      />
      <CostTable
        caption="If your child takes the school bus (in Rs.)"
        lines={[cost.transport]}
        totalLabel="First year with transport"
        total={cost.totalWithTransport}
      />
    </section>
  );
}
