import { fetchUpcomingEvents } from "../../client/content";
import { itemsOr, useRemoteList } from "../../hooks/useRemoteList";
import { SAMPLE_EVENTS } from "../../lib/placeholders";
import { Carousel } from "../carousel/Carousel";
import { EventCard } from "./EventCard";
import { HomeSection } from "./HomeSection";

export function HomeEvents() {
  const state = useRemoteList(fetchUpcomingEvents, "events");
  const { items } = itemsOr(state, SAMPLE_EVENTS);
  return (
    <HomeSection
      id="events"
      title="Upcoming events"
      more={{ to: "/events", label: "All events" }}
      busy={state.status === "loading"}
    >
      <Carousel
        name="events"
        label="Upcoming events"
        items={items.map((e) => ({ key: e.id, node: <EventCard event={e} /> }))}
      />
    </HomeSection>
  );
}
