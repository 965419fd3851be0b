import type { AdmissionCriteria } from "../../lib/data/admissionSchema";
import { formatShortDate } from "@school/contract/dates";
import { classXiOpeningText } from "../../lib/classXiOpening";
import "./tables.css";

/** `admissionSession`: site.yaml's, the session admissions are open for. */
export function AdmissionCriteriaBlock({
  admission,
  admissionSession,
}: {
  admission: AdmissionCriteria;
  admissionSession: string;
}) {
  return (
    <>
      <p className="callout">
        {classXiOpeningText(admission.session, formatShortDate(admission.opens) ?? admission.opens, admissionSession)}
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
