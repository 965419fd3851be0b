import { fetchBirthdays } from "../../client/content";
import { itemsOr, useRemoteList } from "../../hooks/useRemoteList";
import { SAMPLE_BIRTHDAYS } from "../../lib/placeholders";
import { Carousel } from "../carousel/Carousel";
import { BirthdayCard } from "./BirthdayCard";
import { HomeSection } from "./HomeSection";

export function HomeBirthdays() {
  const state = useRemoteList(fetchBirthdays, "birthdays");
  const { items } = itemsOr(state, SAMPLE_BIRTHDAYS);
  return (
    <HomeSection id="birthdays" title="Happy birthday" tint busy={state.status === "loading"}>
      <Carousel
        name="birthdays"
        label="Birthdays"
        items={items.map((b) => ({ key: b.id, node: <BirthdayCard birthday={b} /> }))}
      />
    </HomeSection>
  );
}
