import type { FounderFacts } from "../../lib/founder";
import "./blocks.css";

/** The founding father's name, life dates and biography, as the office wrote them in site.yaml. */
export function FounderBlock({ founder }: { founder: FounderFacts }) {
  return (
    <section aria-labelledby="founder-life" className="founder">
      <h2 id="founder-life">{founder.name}</h2>
      {founder.lifeDates ? <p className="founder__dates">{founder.lifeDates}</p> : null}
      {founder.paragraphs.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </section>
  );
}
