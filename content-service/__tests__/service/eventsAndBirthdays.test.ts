/** @jest-environment node */
import ical, { type CalendarComponent, type VEvent } from "node-ical";
import { calendarEvent, icsDocument, schoolCalendarEvents } from "../../src/feeds/calendar";
import { seedPlan } from "../../src/seed/seedData";
import { DeskClient, signedIn } from "./deskClient";
import { startService } from "./helpers";

const CONTEXT = { schoolCode: "DPSSWB", siteUrl: "https://school.example" };
const vevents = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter(
    (c: CalendarComponent | undefined): c is VEvent => c?.type === "VEVENT",
  );

describe("an event in the calendar feed", () => {
  it.each([
    // No time, or none that names a time of day: all day, as DATE values, ending the day after its last.
    [{ date: "2026-12-05" }, "DTSTART;VALUE=DATE:20261205", "DTEND;VALUE=DATE:20261206"],
    [{ date: "2026-12-05", time: "" }, "DTSTART;VALUE=DATE:20261205", "DTEND;VALUE=DATE:20261206"],
    [{ date: "2026-12-05", time: "after lunch" }, "DTSTART;VALUE=DATE:20261205", "DTEND;VALUE=DATE:20261206"],
    [{ date: "2026-12-05", toDate: "2026-12-07" }, "DTSTART;VALUE=DATE:20261205", "DTEND;VALUE=DATE:20261208"],
    [{ date: "2026-12-31" }, "DTSTART;VALUE=DATE:20261231", "DTEND;VALUE=DATE:20270101"],
    [{ toDate: "2026-12-05" }, "DTSTART;VALUE=DATE:20261205", "DTEND;VALUE=DATE:20261206"],
    // A time: an hour from then in India, written in UTC.
    [{ date: "2026-12-05", time: "10:00 am" }, "DTSTART:20261205T043000Z", "DURATION:PT60M"],
    [{ date: "2027-01-01", time: "12:15 am" }, "DTSTART:20261231T184500Z", "DURATION:PT60M"],
  ])("%p: %s, %s", (fields, start, end) => {
    const event = calendarEvent("event", { _id: "e1", title: "Fair", ...fields }, CONTEXT);
    const text = icsDocument([event!], "School");
    expect(text).toContain(`${start}\r\n`);
    expect(text).toContain(`${end}\r\n`);
  });

  it("is left out without a readable date", () => {
    expect(calendarEvent("event", { _id: "e1", title: "Fair", date: "soon", time: "10:00 am" }, CONTEXT)).toBeNull();
  });

  it("is one with a calendar day of the same day and title, keeping the event's time", () => {
    const events = schoolCalendarEvents(
      [
        { _id: "e1", title: "Sports Week", date: "2026-12-10", time: "09:00 am" },
        { _id: "e2", title: "Quiz", date: "2026-12-11" },
      ],
      [
        { _id: "c1", title: " sports  week", date: "2026-12-10" },
        { _id: "c2", title: "Sports Week", date: "2026-12-12" },
        { _id: "c3", title: "Undated" },
      ],
      CONTEXT,
    );
    const parsed = vevents(icsDocument(events, "School"));
    expect(parsed.map((e) => [e.uid, e.datetype])).toEqual([
      ["event-e1@dpsswb.school", "date-time"],
      ["event-e2@dpsswb.school", "date"],
      ["calendar-c2@dpsswb.school", "date"],
    ]);
  });
});

describe("the seed's events", () => {
  it("has events with and without a time, and one over two days", () => {
    const events = seedPlan(new Date("2026-11-20T06:00:00Z"))
      .entities.filter((e) => e.kind === "event")
      .map((e) => e.body);
    expect(events.some((e) => !e.time)).toBe(true);
    expect(events.some((e) => e.time)).toBe(true);
    expect(events.some((e) => e.toDate && e.toDate !== e.date)).toBe(true);
  });
});

describe("a birthday published at the desk", () => {
  let service: Awaited<ReturnType<typeof startService>>;
  let editor: DeskClient;
  beforeAll(async () => {
    service = await startService();
    editor = await signedIn(service, "office@school.example", "editor");
  }, 60_000);
  afterAll(() => service.close());

  it.each([
    ["26/07", "26 July"],
    ["26-07-2014", "26 July"],
    ["  1 jan ", "1 January"],
    ["29 Feb", "29 February"],
  ])("written %p is stored and published as %p, without a year", async (typed, stored) => {
    const response = await editor.request("/api/desk/birthdays", {
      method: "POST",
      json: { name: "Asha Rai", class: "V-A", day: typed, attachments: [] },
    });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const published = (
      (await (await fetch(`${service.base}/api/birthdays/DPSSWB`)).json()) as Record<string, unknown>[]
    ).find((b) => b._id === id);
    expect(published).toMatchObject({ name: "Asha Rai", day: stored });
    expect(JSON.stringify(published)).not.toContain("2014");
  });
});
