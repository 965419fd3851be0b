import { Link } from "gatsby";

export function FounderDesk() {
  return (
    <section className="home-section" aria-labelledby="founder-desk-title">
      <div className="container">
        <h2 id="founder-desk-title" className="section-title">
          From the desk: our founding father
        </h2>
        <blockquote className="desk-quote">
          <p>
            Our founding father believed that a good school is measured not only by the marks its students earn but by
            the people they become. The school he founded still follows that belief: education that builds knowledge,
            discipline and compassion together.
          </p>
        </blockquote>
        <Link to="/our-founding-father">Read about our founding father</Link>
      </div>
    </section>
  );
}
