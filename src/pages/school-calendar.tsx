import { useState } from "react";
import { fetchAllEvents, fetchCalendarEvents, PRELOADABLE } from "../client/content";
import { Icon } from "../components/layout/Icon";
import { CalendarSubscribe } from "../components/lists/CalendarSubscribe";
import { PageFrame } from "../components/layout/PageFrame";
import { PageHead, type PageMeta } from "../components/layout/PageHead";
import { LoadingState } from "../components/lists/LoadingState";
import { MonthGrid } from "../components/lists/MonthGrid";
import { useQueryParams } from "../hooks/useQueryParams";
import { useRemoteList, type RemoteList } from "../hooks/useRemoteList";
import { eventsOfMonth, isOnDay, monthKey, shiftMonth, shownMonth } from "../lib/calendar";
import { monthNames } from "@school/contract/dates";
import { formatDateRange } from "../lib/dateRange";
import { calendarDates } from "../lib/schoolCalendar";
import "../components/carousel/Carousel.css";
import "../components/lists/calendar.css";

const page: PageMeta = {
  path: "/school-calendar",
  title: "School Calendar",
  description: "The school calendar, month by month, with the events of each month.",
  preload: [PRELOADABLE.calendar, PRELOADABLE.allEvents],
};

const itemsOf = <T,>(state: RemoteList<T>): T[] => (state.status === "ready" ? state.items : []);

export default function SchoolCalendarPage() {
  // The calendar's own dates and the school's events: an event is entered once, at Events.
  const entries = useRemoteList(fetchCalendarEvents, "the school calendar");
  const schoolEvents = useRemoteList(fetchAllEvents, "events");
  const loading = entries.status === "loading" || schoolEvents.status === "loading";
  const [params, update] = useQueryParams();
  const [selected, setSelected] = useState<string | null>(null);
  if (!params) {
    return (
      <PageFrame {...page}>
        <CalendarSubscribe />
        <LoadingState />
      </PageFrame>
    );
  }
  const { year, month } = shownMonth(params.get("month"), new Date());
  const { list: events, byDate } = eventsOfMonth(calendarDates(itemsOf(entries), itemsOf(schoolEvents)), {
    year,
    month,
  });
  const go = (by: number) => {
    setSelected(null);
    update({ month: monthKey(shiftMonth(year, month, by)) });
  };
  const title = `${monthNames("long")[month - 1]} ${year}`;

  return (
    <PageFrame {...page}>
      <CalendarSubscribe />
      <div className="calendar">
        <div className="calendar__nav">
          <button type="button" className="carousel__button" onClick={() => go(-1)} aria-label="Previous month">
            <Icon name="back" />
          </button>
          <h2 className="calendar__title" aria-live="polite">
            {title}
          </h2>
          <button type="button" className="carousel__button" onClick={() => go(1)} aria-label="Next month">
            <Icon name="arrow" />
          </button>
        </div>
        <MonthGrid
          year={year}
          month={month}
          title={title}
          monthName={monthNames("long")[month - 1]}
          byDate={byDate}
          selected={selected}
          onSelect={setSelected}
        />
      </div>
      <section aria-labelledby="calendar-events" className="calendar__events">
        <h2 id="calendar-events">Events in {monthNames("long")[month - 1]}</h2>
        {loading ? (
          <LoadingState />
        ) : events.length ? (
          <ul>
            {events.map((event) => (
              <li key={event.id} className={isOnDay(event, selected) ? "is-selected" : undefined}>
                <span className="calendar__event-date">{formatDateRange(event.date, event.toDate)}</span>
                <span>
                  {event.title}
                  {event.time ? <span className="calendar__event-time">, {event.time}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-state">No events this month.</p>
        )}
      </section>
    </PageFrame>
  );
}

export const Head = () => <PageHead {...page} />;
