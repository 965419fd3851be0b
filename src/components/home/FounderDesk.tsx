import { Link } from "gatsby";
import { useSiteData } from "../../hooks/useSiteData";
import { founderFacts } from "../../lib/founder";

/** SPEC §1's "message from the desk" about the founding father: his life dates and a short
 * biography once the office has written them in site.yaml; until then, only what is true of any
 * founder. */
export function FounderDesk() {
  const founder = founderFacts(useSiteData().site.founder);
  return (
    <section className="home-section" aria-labelledby="founder-desk-title" data-pagefind-body="">
      <div className="container">
        <h2 id="founder-desk-title" className="section-title">
          From the desk: our founding father
        </h2>
        {founder ? (
          <div className="desk-quote">
            <p className="desk-quote__name">
              {founder.name}
              {founder.lifeDates ? <span className="desk-quote__dates"> ({founder.lifeDates})</span> : null}
            </p>
            {founder.paragraphs.slice(0, 1).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
        ) : (
          <blockquote className="desk-quote">
            <p>
              Delhi Public School, Siliguri owes its beginning to the vision of our founding father. The school
              remembers him with gratitude and carries that vision forward in its mission: an education that builds
              knowledge, discipline and care for others together.
            </p>
          </blockquote>
        )}
        <Link to="/our-founding-father">Read about our founding father</Link>
      </div>
    </section>
  );
}
