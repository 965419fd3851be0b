import { fetchBirthdays } from "../../client/content";
import { itemsOr, useRemoteList, type RemoteList } from "../../hooks/useRemoteList";
import type { Birthday } from "@school/contract/entities/birthdayRead";
import { birthdaysToday } from "../../lib/birthdaysToday";
import { SAMPLE_BIRTHDAYS } from "../../lib/placeholders";
import { Carousel } from "../carousel/Carousel";
import { BirthdayCard } from "./BirthdayCard";
import { HomeSection } from "./HomeSection";

/** Today's birthdays, in India, as the visitor's browser reads the clock once the list has arrived
 * (the list only ever arrives in the browser, so the built page holds no day). */
function todays(state: RemoteList<Birthday>): RemoteList<Birthday> {
  if (state.status !== "ready") return state;
  const items = birthdaysToday(state.items, new Date());
  return items.length ? { status: "ready", items } : { status: "empty" };
}

export function HomeBirthdays() {
  const state = useRemoteList(fetchBirthdays, "birthdays");
  const { items } = itemsOr(todays(state), SAMPLE_BIRTHDAYS);
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
