import { useSiteData } from "../../hooks/useSiteData";
import { telHref, whatsappHref } from "../../lib/contactLinks";
import { Icon } from "./Icon";

export function FloatingButtons() {
  const { site } = useSiteData();
  return (
    <aside className="floating" aria-label="Call or chat with the school">
      <a
        className="floating__button floating__button--call"
        href={telHref(site.phones[0].number)}
        aria-label="Call the school office"
      >
        <Icon name="phone" size={24} />
      </a>
      <a
        className="floating__button floating__button--chat"
        href={whatsappHref(site.whatsapp)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with the school on WhatsApp (opens in a new tab)"
      >
        <Icon name="chat" size={24} />
      </a>
    </aside>
  );
}
