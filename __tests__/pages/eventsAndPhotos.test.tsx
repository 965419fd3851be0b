import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import EventsPage from "../../src/pages/events";
import PhotoCategoryPage from "../../src/pages/photo-categories";
import SchoolCalendarPage from "../../src/pages/school-calendar";
import { mockSiteQuery } from "../fixtures/mockSiteQuery";
import { stubService } from "../fixtures/stubService";

beforeEach(() => {
  mockSiteQuery();
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState({}, "", "/");
});

const CALENDAR = "/api/academicCalender/all/DPSSWB";
const ALL_EVENTS = "/api/events/All/DPSSWB";

describe("/school-calendar", () => {
  const entries = [
    { _id: "c1", title: "Children's Day", date: "2026-11-14" },
    // Typed here as well as at Events, before events reached the calendar.
    { _id: "c2", title: "Sports  week", date: "2026-11-20" },
  ];
  const events = [
    { _id: "e1", title: "Sports Week", date: "2026-11-20", time: "09:00 am" },
    { _id: "e2", title: "Science Fair", date: "2026-11-24", toDate: "2026-11-25" },
    { _id: "e3", title: "Inter-School Quiz", date: "2026-11-12", time: "10:00 am" },
    { _id: "e4", title: "Winter Sports Trials", date: "2026-12-03" },
  ];
  const listed = () =>
    within(screen.getByRole("region", { name: "Events in November" }))
      .getAllByRole("listitem")
      .map((li) => li.textContent);

  it("shows the school's events beside its own dates, a date in both once, an event over two days on both", async () => {
    const user = userEvent.setup();
    window.history.replaceState({}, "", "/school-calendar?month=2026-11");
    stubService({ [CALENDAR]: entries, [ALL_EVENTS]: events });
    render(<SchoolCalendarPage />);
    await screen.findByText("Science Fair");
    expect(listed()).toEqual([
      "12 Nov 2026Inter-School Quiz, 10:00 am",
      "14 Nov 2026Children's Day",
      "20 Nov 2026Sports Week, 09:00 am",
      "24–25 Nov 2026Science Fair",
    ]);
    expect(screen.getByRole("button", { name: "20 November: 1 event" })).toBeInTheDocument();
    const second = screen.getByRole("button", { name: "25 November: 1 event" });
    expect(screen.getByRole("button", { name: "24 November: 1 event" })).toBeInTheDocument();
    await user.click(second);
    expect(screen.getByText("Science Fair").closest("li")).toHaveClass("is-selected");
    expect(screen.getByText("Children's Day").closest("li")).not.toHaveClass("is-selected");
    expect(screen.queryByText("Winter Sports Trials")).toBeNull();
  });

  it.each([
    [
      "the events",
      { [CALENDAR]: entries, [ALL_EVENTS]: { status: 503 } },
      ["14 Nov 2026Children's Day", "20 Nov 2026Sports week"],
    ],
    [
      "the calendar",
      { [CALENDAR]: { status: 503 }, [ALL_EVENTS]: events },
      ["12 Nov 2026Inter-School Quiz, 10:00 am", "20 Nov 2026Sports Week, 09:00 am", "24–25 Nov 2026Science Fair"],
    ],
  ])("shows what it has when %s cannot be loaded", async (_, answers, expected) => {
    window.history.replaceState({}, "", "/school-calendar?month=2026-11");
    stubService(answers);
    render(<SchoolCalendarPage />);
    await waitFor(() => expect(listed()).toEqual(expected));
  });
});

describe("/events", () => {
  it("lists the upcoming events soonest first, an all-day one without a time", async () => {
    stubService({
      "/api/events/DPSSWB": [
        { _id: "e3", title: "Career Guidance Talk", date: "2027-01-09", time: "12:00 pm" },
        { _id: "e1", title: "Parent-Teacher Meeting", date: "2026-12-04", time: "09:30 am" },
        { _id: "e2", title: "Annual Day Rehearsal", date: "2026-12-10" },
      ],
    });
    render(<EventsPage />);
    await screen.findByText("Annual Day Rehearsal");
    const cards = screen.getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Parent-Teacher Meeting",
      "Annual Day Rehearsal",
      "Career Guidance Talk",
    ]);
    expect(within(cards[1]).getByText("All day")).toBeInTheDocument();
    expect(cards[1].textContent).not.toMatch(/\d:\d\d [ap]m/);
    expect(within(cards[0]).getByText("09:30 am")).toBeInTheDocument();
  });
});

describe("/photo-categories", () => {
  it("gives each photo its caption, or the album's title and its place, and the service's sizes", async () => {
    window.history.replaceState({}, "", "/photo-categories?id=g1");
    stubService({
      "/api/subGallery?id=g1": {
        _id: "g1",
        title: "Annual Sports Day",
        attachments: ["img_1", { _id: "img_2", caption: "The relay's last lap" }, "img_3"],
      },
    });
    render(<PhotoCategoryPage />);
    const photos = await screen.findAllByRole("img");
    expect(photos.map((img) => img.getAttribute("alt"))).toEqual([
      "Annual Sports Day, photo 1 of 3",
      "The relay's last lap",
      "Annual Sports Day, photo 3 of 3",
    ]);
    expect(photos[0]).toHaveAttribute("src", "http://localhost:4000/api/image/img_1");
    expect(photos[0]).toHaveAttribute(
      "srcset",
      "http://localhost:4000/api/image/img_1?w=480 480w, http://localhost:4000/api/image/img_1?w=960 960w",
    );
    expect(photos[0].getAttribute("sizes")).toMatch(/^auto, \(max-width: 479px\) calc\(100vw - 2rem\)/);
  });
});
