import { useSiteData } from "../../hooks/useSiteData";
import { telHref, whatsappHref } from "../../lib/contactLinks";
import { Icon } from "./Icon";

/** Call and chat, always at hand: a bar across the foot of a phone's or tablet's screen, two round
 * buttons beside the page's column on a wide screen (global.css says why). The visible word is part
 * of each button's name, so a voice user can say what they see. */
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
        <span className="floating__label">Call</span>
      </a>
      <a
        className="floating__button floating__button--chat"
        href={whatsappHref(site.whatsapp)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with the school on WhatsApp (opens in a new tab)"
      >
        <Icon name="chat" size={24} />
        <span className="floating__label">WhatsApp</span>
      </a>
    </aside>
  );
}
