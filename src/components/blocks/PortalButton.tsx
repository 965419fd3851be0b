import { useSiteData } from "../../hooks/useSiteData";

export function PortalButton() {
  const { site } = useSiteData();
  return (
    <p>
      <a
        href={site.links.admissionPortal.url}
        target="_blank"
        rel="noopener noreferrer"
        className="button button--accent"
      >
        Apply online on the admission portal
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
