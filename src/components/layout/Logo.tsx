import { Link } from "gatsby";

export function Logo({ name, tagline }: { name: string; tagline: string }) {
  return (
    <Link to="/" className="logo" aria-label={`${name}, home page`}>
      <img src="/favicon.svg" width="56" height="64" alt="" />
      <span className="logo__text" aria-hidden="true">
        <span className="logo__name">{name}</span>
        <span className="logo__tagline">{tagline}</span>
      </span>
    </Link>
  );
}
