import { Link } from "gatsby";

export function FounderDesk() {
  return (
    <section className="home-section" aria-labelledby="founder-desk-title" data-pagefind-body="">
      <div className="container">
        <h2 id="founder-desk-title" className="section-title">
          From the desk: our founding father
        </h2>
        <blockquote className="desk-quote">
          <p>
            Delhi Public School, Siliguri owes its beginning to the vision of our founding father. The school remembers
            him with gratitude and carries that vision forward in its mission: an education that builds knowledge,
            discipline and care for others together.
          </p>
        </blockquote>
        <Link to="/our-founding-father">Read about our founding father</Link>
      </div>
    </section>
  );
}
