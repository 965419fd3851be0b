import { useSiteData } from "../../hooks/useSiteData";
import { resolveLink } from "../../lib/navigation";
import { ClickToLoadEmbed } from "../media/ClickToLoadEmbed";
import { PushOptIn } from "../push/PushOptIn";
import { ContactDetails } from "./ContactDetails";
import { SmartLink } from "./SmartLink";
import { HydrateWhenNear } from "./HydrateWhenNear";
import { StaticPart } from "./StaticPart";

export function Footer() {
  const { site, nav } = useSiteData();
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <StaticPart>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="footer__heading">
              {site.name}
            </h2>
            <ContactDetails site={site} className="footer" />
            <ul className="footer__social" aria-label="The school on social media">
              {site.social.map((entry) => (
                <li key={entry.name}>
                  <a href={entry.url} target="_blank" rel="noopener noreferrer" className="footer__social-link">
                    {entry.name}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <nav aria-label="Footer quick links">
            <h2 className="footer__heading">Quick links</h2>
            <ul className="footer__links">
              {nav.footer.map((link) => (
                <li key={link.title}>
                  <SmartLink link={resolveLink(link, site)} />
                </li>
              ))}
            </ul>
          </nav>
        </StaticPart>
        <HydrateWhenNear>
          <section aria-labelledby="footer-map">
            <h2 id="footer-map" className="footer__heading">
              Find us
            </h2>
            <ClickToLoadEmbed
              title={site.links.map.title}
              src={site.links.map.url}
              buttonLabel="Show map"
              aspectRatio="4 / 3"
            />
          </section>
        </HydrateWhenNear>
        <HydrateWhenNear>
          <PushOptIn />
        </HydrateWhenNear>
      </div>
      <StaticPart>
        <div className="footer__bottom">
          <div className="container">
            <p>
              © {site.name}. All rights reserved. Website and school software by{" "}
              <a href={site.vendor.url} target="_blank" rel="noopener noreferrer">
                {site.vendor.name}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
              .
            </p>
          </div>
        </div>
      </StaticPart>
    </footer>
  );
}
