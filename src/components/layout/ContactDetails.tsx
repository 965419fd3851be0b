import type { SiteInfo } from "../../lib/data/siteSchema";
import { mailHref, telHref } from "../../lib/contactLinks";

/** The school's address, phone numbers and e-mail addresses, as links that dial and write. */
export function ContactDetails({ site, className }: { site: SiteInfo; className: string }) {
  return (
    <>
      <address className={`${className}__address`}>
        {site.address.lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <ul className={`${className}__contact`}>
        {site.phones.map((phone) => (
          <li key={phone.number}>
            {phone.label}: <a href={telHref(phone.number)}>{phone.number}</a>
          </li>
        ))}
        {site.emails.map((email) => (
          <li key={email.address}>
            {email.label}: <a href={mailHref(email.address)}>{email.address}</a>
          </li>
        ))}
      </ul>
    </>
  );
}
