import { Link } from "gatsby";

export function MottoMission() {
  return (
    <section className="home-section" aria-labelledby="motto-mission-title" data-pagefind-body="">
      <div className="container">
        <h2 id="motto-mission-title" className="section-title">
          Our motto and mission
        </h2>
        <div className="card-row">
          <article className="feature-card">
            <h3>Service Before Self</h3>
            <p>
              Our motto asks every student to think of others first: in the classroom, on the field and in the community
              beyond the school gates.
            </p>
            <Link to="/our-motto">Read about our motto</Link>
          </article>
          <article className="feature-card">
            <h3>Our mission</h3>
            <p>
              To give every child a sound education in the CBSE tradition, to nurture character as carefully as
              intellect, and to prepare young people to serve the nation with confidence.
            </p>
            <Link to="/our-mission">Read our mission</Link>
          </article>
        </div>
      </div>
    </section>
  );
}
