import { Link } from "gatsby";
// Small enough to be inlined as a data: URL: the header's crest then asks for nothing while the
// page's scripts load, and draws with the page's first paint.
import crest from "../../../static/favicon.svg";

export function Logo({ name, tagline }: { name: string; tagline: string }) {
  return (
    <Link to="/" className="logo" aria-label={`${name}, home page`}>
      <img src={crest} width="56" height="64" alt="" />
      <span className="logo__text" aria-hidden="true">
        <span className="logo__name">{name}</span>
        <span className="logo__tagline">{tagline}</span>
      </span>
    </Link>
  );
}
