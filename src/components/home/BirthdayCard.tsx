import type { Birthday } from "@school/contract/entities/birthdayRead";
import { switchJpgCase } from "../../client/images";
import { photoSource, type PhotoSource } from "../../client/photos";
import { RemoteImage } from "../media/RemoteImage";
import "../lists/cards.css";

const CAKE_IMAGE = "/images/birthday.svg";

/** A photo that fails is tried once more with its extension's case switched (.jpg ↔ .JPG), as
 * photos are stored under either (SPEC §7). */
export function birthdaySources(image: string | null): PhotoSource[] {
  if (!image) return [];
  const switched = switchJpgCase(image);
  return switched ? [photoSource(image), photoSource(switched)] : [photoSource(image)];
}

export function BirthdayCard({ birthday }: { birthday: Birthday }) {
  return (
    <article className="person-card person-card--birthday">
      <RemoteImage
        sources={birthdaySources(birthday.image)}
        box="portrait"
        fallback={CAKE_IMAGE}
        alt={birthday.image ? `Photo of ${birthday.name}` : ""}
        width={300}
        height={300}
        className="person-card__photo"
      />
      <p className="person-card__greeting">Happy Birthday</p>
      <h3 className="person-card__name">{birthday.name}</h3>
      {birthday.className ? <p className="person-card__meta">{birthday.className}</p> : null}
    </article>
  );
}
