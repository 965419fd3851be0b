import { Link } from "gatsby";

export function AboutSchool({ name }: { name: string }) {
  return (
    <section className="home-section home-section--tint" aria-labelledby="about-school-title" data-pagefind-body="">
      <div className="container home-about">
        <div>
          <h2 id="about-school-title" className="section-title">
            About the school
          </h2>
          <p>
            {name} is a co-educational, day-cum-boarding school affiliated to the Central Board of Secondary Education,
            teaching children from Pre-Nursery to Class XII. Senior students choose the Science, Commerce or Humanities
            stream, and boys may board in the school hostel.
          </p>
          <p>
            The school is run under the DPS Society, with 160 classrooms, a library of over 6000 books and four computer
            laboratories with more than 200 computers.
          </p>
          <Link to="/dps-society" className="button">
            About the DPS Society
          </Link>
        </div>
        <ul className="stats" aria-label="The school in numbers">
          <li>
            <strong>160</strong> classrooms
          </li>
          <li>
            <strong>6000+</strong> library books
          </li>
          <li>
            <strong>4</strong> computer labs
          </li>
          <li>
            <strong>200+</strong> computers
          </li>
        </ul>
      </div>
    </section>
  );
}
