import type { AdmissionCriteria } from "../../lib/data/admissionSchema";
import { formatShortDate } from "@school/contract/dates";
import "./tables.css";

export function AdmissionCriteriaBlock({ admission }: { admission: AdmissionCriteria }) {
  return (
    <>
      <p className="callout">
        Class XI admission for session {admission.session} opens on <strong>{formatShortDate(admission.opens)}</strong>.
      </p>
      <div className="table-scroll">
        <table className="data-table">
          <caption>Marks required in Class X, by stream</caption>
          <thead>
            <tr>
              <th scope="col">Stream</th>
              <th scope="col">Subject</th>
              <th scope="col">Marks required</th>
            </tr>
          </thead>
          {admission.streams.map((stream) => (
            <tbody key={stream.stream}>
              {stream.requirements.map((req, i) => (
                <tr key={req.subject}>
                  {i === 0 ? (
                    <th scope="rowgroup" rowSpan={stream.requirements.length}>
                      {stream.stream}
                    </th>
                  ) : null}
                  <td>{req.subject}</td>
                  <td>{req.marks}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </>
  );
}
