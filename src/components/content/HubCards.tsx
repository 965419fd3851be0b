import { Link } from "gatsby";
import type { HubCard } from "../../lib/navigation";
import { Icon } from "../layout/Icon";
import "./HubCards.css";

export function HubCards({ cards }: { cards: HubCard[] }) {
  return (
    <ul className="hub-cards">
      {cards.map((card) => (
        <li key={card.path} className="hub-card">
          <Link to={card.path} className="hub-card__link">
            <span className="hub-card__title">{card.title}</span>
            {card.summary ? <span className="hub-card__summary">{card.summary}</span> : null}
            <span className="hub-card__more" aria-hidden="true">
              <Icon name="arrow" size={16} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
