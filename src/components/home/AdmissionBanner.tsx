import { Link } from "gatsby";
import { useSiteData } from "../../hooks/useSiteData";
import { RegistrationLinks } from "./RegistrationLinks";

export function AdmissionBanner() {
  const { site } = useSiteData();
  return (
    <section className="admission-banner" aria-labelledby="admission-banner-title">
      <div className="container admission-banner__inner">
        <div>
          <p className="admission-banner__eyebrow">Session {site.admissionSession}</p>
          <h2 id="admission-banner-title" className="admission-banner__title">
            Admissions are open
          </h2>
          <p>From Pre-Nursery to Class IX and Class XI, subject to the availability of seats.</p>
        </div>
        <div className="admission-banner__actions">
          <Link to="/online-application-process" className="button button--accent">
            How to apply online
          </Link>
          <div className="admission-banner__registration">
            <RegistrationLinks />
          </div>
        </div>
      </div>
    </section>
  );
}
