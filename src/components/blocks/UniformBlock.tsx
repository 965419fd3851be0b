import type { UniformData } from "../../lib/data/uniformSchema";
import "./tables.css";

export function UniformBlock({ uniform }: { uniform: UniformData }) {
  return (
    <>
      {(["summer", "winter"] as const).map((season) => (
        <section key={season} aria-labelledby={`uniform-${season}`}>
          <h2 id={`uniform-${season}`}>{season === "summer" ? "Summer uniform" : "Winter uniform"}</h2>
          <div className="table-scroll">
            <table className="data-table uniform-table">
              <caption className="visually-hidden">
                {season === "summer" ? "Summer" : "Winter"} uniform by class group
              </caption>
              <thead>
                <tr>
                  <th scope="col">Class group</th>
                  <th scope="col">Boys</th>
                  <th scope="col">Girls</th>
                </tr>
              </thead>
              <tbody>
                {uniform[season].map((row) => (
                  <tr key={row.group}>
                    <th scope="row">{row.group}</th>
                    <td>{row.boys}</td>
                    <td>{row.girls}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}
