import { fetchUpcomingEvents, PRELOADABLE } from "../client/content";
import type { SchoolEvent } from "@school/contract/entities/eventRead";
import { EventCard } from "../components/home/EventCard";
import { CalendarSubscribe } from "../components/lists/CalendarSubscribe";
import { FilteredListView } from "../components/lists/FilteredListView";
import { EmptyState } from "../components/lists/LoadingState";
import { PageFrame } from "../components/layout/PageFrame";
import { PageHead, type PageMeta } from "../components/layout/PageHead";
import { useFilteredList } from "../hooks/useFilteredList";
import { ALL } from "../lib/listFilters";
import "../components/lists/lists.css";

const page: PageMeta = {
  path: "/events",
  title: "Events",
  description: "Upcoming events at the school, with dates, times and venues.",
  preload: [PRELOADABLE.upcomingEvents],
};

export default function EventsPage() {
  const list = useFilteredList({
    load: fetchUpcomingEvents,
    what: "events",
    dateOf: (event: SchoolEvent) => event.date,
    textsOf: (event: SchoolEvent) => [event.title ?? ""],
    // Upcoming events run into next year, so the list opens on all of them.
    defaultYear: () => ALL,
    // What is still to come reads soonest first: next week's event leads, not next year's (docs/choices.md).
    order: "soonest",
  });
  return (
    <PageFrame {...page}>
      <CalendarSubscribe />
      <FilteredListView
        list={list}
        countLabel="Upcoming events"
        searchPlaceholder="Search events"
        empty={<EmptyState text="No data available for the selected filters." />}
      >
        {(events) => (
          <ul className="card-grid">
            {events.map((event) => (
              <li key={event.id}>
                <EventCard event={event} heading="h2" />
              </li>
            ))}
          </ul>
        )}
      </FilteredListView>
    </PageFrame>
  );
}

export const Head = () => <PageHead {...page} />;
