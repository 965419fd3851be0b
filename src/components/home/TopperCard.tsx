import type { Topper } from "@school/contract/entities/topperRead";
import { photoSource } from "../../client/photos";
import { RemoteImage } from "../media/RemoteImage";
import "../lists/cards.css";

export const TROPHY_IMAGE = "/images/trophy.svg";

interface TopperCardProps {
  topper: Topper;
  heading?: "h2" | "h3";
  /** The card is on the first screen: its photo loads at once, as the page's largest picture. */
  eager?: boolean;
  /** Name the session: the home page's carousels hold toppers of several sessions. */
  showSession?: boolean;
}

export function TopperCard({ topper, heading: Heading = "h3", eager = false, showSession = false }: TopperCardProps) {
  return (
    <article className="person-card">
      <RemoteImage
        sources={topper.photo ? [photoSource(topper.photo)] : []}
        box="portrait"
        fallback={TROPHY_IMAGE}
        alt={topper.photo ? `Photo of ${topper.name}` : ""}
        width={300}
        height={300}
        className="person-card__photo"
        eager={eager}
      />
      <Heading className="person-card__name">{topper.name}</Heading>
      {topper.stream ? <p className="person-card__meta">{topper.stream}</p> : null}
      <p className="person-card__score">Score: {topper.division ?? "–"}%</p>
      {showSession && topper.sessionYear ? <p className="person-card__meta">Session {topper.sessionYear}</p> : null}
    </article>
  );
}
