import type { ReactNode } from "react";
import { Link } from "gatsby";

interface HomeSectionProps {
  id: string;
  title: string;
  /** "View all" link to the section's own page. */
  more?: { to: string; label: string };
  tint?: boolean;
  /** Its content is still loading (aria-busy). */
  busy?: boolean;
  children: ReactNode;
}

export function HomeSection({ id, title, more, tint = false, busy, children }: HomeSectionProps) {
  return (
    <section className={`home-section${tint ? " home-section--tint" : ""}`} aria-labelledby={id} aria-busy={busy}>
      <div className="container">
        <div className="home-section__head">
          <h2 id={id} className="section-title">
            {title}
          </h2>
          {more ? (
            <Link to={more.to} className="home-section__more">
              {more.label}
            </Link>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
