import "./lists.css";

/** The Director's message on Sports Corner's empty card (SPEC §2), signed with the role only. */
export function DirectorMessage() {
  return (
    <blockquote className="director-message">
      <p>
        &ldquo;Educating the mind without educating the heart is no education at all.&rdquo; Since 1990 this has been
        the mission of our school: to raise young people who are strong in body, clear in mind and generous at heart, on
        the field as much as in the classroom.
      </p>
      <p>
        To every student who trains, plays and competes in our colours: may you win with grace, lose with courage, and
        grow in friendship with every game. God bless you all.
      </p>
      <footer>— The Director</footer>
    </blockquote>
  );
}
