import { useSiteData } from "../../hooks/useSiteData";
import { mailHref, telHref } from "../../lib/contactLinks";
import { resolveLink } from "../../lib/navigation";
import { Icon } from "./Icon";
import { SmartLink } from "./SmartLink";

export function TopBar() {
  const { site, nav } = useSiteData();
  const email = site.emails[0];
  return (
    <div className="topbar">
      <div className="container topbar__inner">
        <ul className="topbar__contact" aria-label="Contact">
          {site.phones.map((phone) => (
            <li key={phone.number}>
              <a href={telHref(phone.number)}>
                <Icon name="phone" size={14} />
                <span className="visually-hidden">{phone.label}: </span>
                {phone.number}
              </a>
            </li>
          ))}
          <li>
            <a href={mailHref(email.address)}>
              <Icon name="mail" size={14} />
              {email.address}
            </a>
          </li>
        </ul>
        <ul className="topbar__links" aria-label="Quick access">
          {nav.topBar.map((link) => (
            <li key={link.title}>
              <SmartLink link={resolveLink(link, site)} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
