import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HomeEvents } from "../../../src/components/home/HomeEvents";
import { HomeToppers } from "../../../src/components/home/HomeToppers";
import { HomeBirthdays } from "../../../src/components/home/HomeBirthdays";
import { HomeGallery } from "../../../src/components/home/HomeGallery";
import { NewsScroller } from "../../../src/components/home/NewsScroller";
import { removeIntersectionObserver, stubIntersectionObserver } from "../../fixtures/intersectionObserver";
import { stubService } from "../../fixtures/stubService";

beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

/** Waits until the section's list has settled (aria-busy="false"): its placeholders also show while
 * it loads, so without this a test of the failure could pass before the answer arrived. */
const loaded = (container: HTMLElement) =>
  waitFor(() => {
    const busy = [...container.querySelectorAll("[aria-busy]")];
    expect(busy.length).toBeGreaterThan(0);
    for (const element of busy) expect(element).toHaveAttribute("aria-busy", "false");
  });

/** The warning useRemoteList logs when a call fails: the failure path ran, not an empty answer. */
const failureLogged = (what: string) =>
  expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(`Could not load ${what}`));

describe("events", () => {
  it("shows two sample events when the service fails", async () => {
    stubService({ "/api/events/DPSSWB": { status: 503 } });
    const { container } = render(<HomeEvents />);
    await loaded(container);
    failureLogged("events");
    expect(screen.getAllByText("Kargil Vijay Diwas")).toHaveLength(2);
    expect(screen.getAllByText("26 Jul 2025")).toHaveLength(2);
    expect(screen.getAllByText("08:00 am")).toHaveLength(2);
  });

  it("shows at most five events, with SPEC's defaults for missing data, and no time for an all-day event", async () => {
    const events = [
      {},
      ...Array.from({ length: 6 }, (_, i) => ({
        title: `Event ${i}`,
        date: "2026-12-0" + (i + 1),
        time: "10:00 am",
        description: "d",
      })),
    ];
    stubService({ "/api/events/DPSSWB": events });
    render(<HomeEvents />);
    await screen.findByText("Untitled Event");
    expect(screen.getByText("Date not available")).toBeInTheDocument();
    expect(screen.getByText("Description not available.")).toBeInTheDocument();
    // An event without a time lasts all day (docs/choices.md), not SPEC's "08:00 am".
    expect(screen.getAllByText("All day")).toHaveLength(1);
    expect(screen.queryByText("08:00 am")).toBeNull();
    expect(screen.getAllByText("10:00 am")).toHaveLength(4);
    expect(screen.getAllByRole("group", { name: /of 5$/ })).toHaveLength(5);
    expect(screen.queryByText("Event 4")).toBeNull();
  });
});

describe("toppers", () => {
  it("splits one list into the Class X and Class XII carousels", async () => {
    stubService({
      "/api/topper/DPSSWB": [
        { name: "Riya", stream: "Science", division: 98.2, class: "XII", sessionYear: "2024-2025" },
        { name: "Arjun", stream: "", division: "96", class: "X", sessionYear: "2024-2025" },
      ],
    });
    render(<HomeToppers />);
    const x = await screen.findByRole("region", { name: "Class X toppers" });
    await within(x).findByText("Arjun");
    expect(within(x).getByText("Score: 96%")).toBeInTheDocument();
    const xii = screen.getByRole("region", { name: "Class XII toppers" });
    expect(within(xii).getByText("Riya")).toBeInTheDocument();
    expect(within(xii).getByText("Score: 98.2%")).toBeInTheDocument();
  });

  it("shows six sample cards per class when there are none, and does not rotate", async () => {
    stubService({ "/api/topper/DPSSWB": [] });
    const { container } = render(<HomeToppers />);
    await loaded(container);
    const x = screen.getByRole("region", { name: "Class X toppers" });
    expect(within(x).getAllByText("Student Name")).toHaveLength(6);
    expect(within(x).getAllByText("Score: 100%")).toHaveLength(6);
    expect(within(x).queryByRole("button", { name: /rotating/ })).toBeNull();
  });
});

describe("birthdays", () => {
  it("retries a photo once with the extension's case switched, at its box's sizes and then plainly", async () => {
    stubService({ "/api/birthdays/DPSSWB": [{ name: "Meera", class: "V-A", attachments: "birthdays/meera.JPG" }] });
    render(<HomeBirthdays />);
    const photo = await screen.findByRole("img", { name: "Photo of Meera" });
    const upper = "http://localhost:4000/api/image?url=birthdays%2Fmeera.JPG";
    const lower = "http://localhost:4000/api/image?url=birthdays%2Fmeera.jpg";
    expect(photo).toHaveAttribute("src", upper);
    expect(photo).toHaveAttribute("srcset", `${upper}&w=480 480w, ${upper}&w=960 960w`);
    expect(photo).toHaveAttribute("sizes", "auto, 220px");
    fireEvent.error(photo);
    expect(photo).toHaveAttribute("src", lower);
    expect(photo).toHaveAttribute("srcset", `${lower}&w=480 480w, ${lower}&w=960 960w`);
    // A host that does not answer sizes: the plain addresses, in the same order.
    fireEvent.error(photo);
    expect(photo).toHaveAttribute("src", upper);
    expect(photo).not.toHaveAttribute("srcset");
    fireEvent.error(photo);
    expect(photo).toHaveAttribute("src", lower);
    fireEvent.error(photo);
    expect(photo).toHaveAttribute("src", "/images/birthday.svg");
    expect(photo).not.toHaveAttribute("srcset");
  });

  it("greets only the pupils whose birthday is today in India, and shows the samples when none is", async () => {
    jest.useFakeTimers({
      now: new Date("2026-07-25T19:00:00Z"),
      doNotFake: [
        "setTimeout",
        "setInterval",
        "queueMicrotask",
        "nextTick",
        "setImmediate",
        "clearTimeout",
        "clearInterval",
      ],
    });
    try {
      stubService({
        "/api/birthdays/DPSSWB": [
          { name: "Today", class: "V-A", day: "26 July" },
          { name: "Yesterday", class: "V-A", day: "25 July" },
          { name: "Undated", class: "V-A" },
        ],
      });
      const { container } = render(<HomeBirthdays />);
      await loaded(container);
      // 19:00 UTC on 25 July is 00:30 on 26 July in India.
      expect(screen.getByText("Today")).toBeInTheDocument();
      expect(screen.getByText("Undated")).toBeInTheDocument();
      expect(screen.queryByText("Yesterday")).toBeNull();
      expect(screen.queryByText("Student Name")).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows the two samples when the list has birthdays but none today", async () => {
    jest.useFakeTimers({
      now: new Date("2026-07-27T06:00:00Z"),
      doNotFake: [
        "setTimeout",
        "setInterval",
        "queueMicrotask",
        "nextTick",
        "setImmediate",
        "clearTimeout",
        "clearInterval",
      ],
    });
    try {
      stubService({ "/api/birthdays/DPSSWB": [{ name: "Today", class: "V-A", day: "26 July" }] });
      const { container } = render(<HomeBirthdays />);
      await loaded(container);
      expect(screen.getAllByText("Student Name")).toHaveLength(2);
      expect(screen.queryByText("Today")).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows two sample cards when there are none, with a pause control", async () => {
    stubService({ "/api/birthdays/DPSSWB": [] });
    const { container } = render(<HomeBirthdays />);
    await loaded(container);
    expect(screen.getAllByText("Student Name")).toHaveLength(2);
    const pause = screen.getByRole("button", { name: "Stop rotating Birthdays" });
    await userEvent.click(pause);
    expect(screen.getByRole("button", { name: "Start rotating Birthdays" })).toBeInTheDocument();
  });
});

describe("gallery", () => {
  it("links each gallery to its photos", async () => {
    stubService({ "/api/gallery/DPSSWB": [{ _id: "g1", title: "Annual Day", attachments: ["img_1"] }] });
    render(<HomeGallery />);
    const link = await screen.findByRole("link", { name: "Annual Day" });
    expect(link).toHaveAttribute("href", "/photo-categories?id=g1");
  });

  it("shows six sample cards that go nowhere when the service is down", async () => {
    stubService({});
    const { container } = render(<HomeGallery />);
    await loaded(container);
    failureLogged("the photo gallery");
    expect(screen.getAllByText("Activities & Celebrations")).toHaveLength(6);
    expect(screen.queryByRole("link", { name: "Activities & Celebrations" })).toBeNull();
  });
});

describe("news scroller", () => {
  it("lists the latest news with dates, each linking to its page, and all of it to /news", async () => {
    stubService({ "/api/news/DPSSWB": [{ _id: "news_4", title: "Board results", fromDate: "2026-05-13" }] });
    render(<NewsScroller />);
    expect(await screen.findByText("Board results")).toBeInTheDocument();
    expect(screen.getByText("13 MAY 2026")).toBeInTheDocument();
    expect(screen.getByText("Board results").closest("a")).toHaveAttribute("href", "/news-details?id=news_4");
    expect(screen.getByRole("link", { name: "All news" })).toHaveAttribute("href", "/news");
  });

  it("holds still, with the five items its window shows, until it comes near the screen; then moves, with all of them and the loop's copy", async () => {
    const viewport = stubIntersectionObserver();
    const news = Array.from({ length: 8 }, (_, i) => ({ title: `News ${i + 1}`, fromDate: `2026-05-0${i + 1}` }));
    stubService({ "/api/news/DPSSWB": news });
    try {
      render(<NewsScroller />);
      const region = await screen.findByRole("region", { name: "Notices and news" });
      await within(region).findByText("News 5");
      expect(within(region).queryByText("News 6")).toBeNull();
      expect(region.querySelectorAll("ul[aria-hidden]")).toHaveLength(0);
      expect(region.querySelector(".news-scroller")).not.toHaveClass("is-moving");

      viewport.reveal();
      expect(region.querySelector(".news-scroller")).toHaveClass("is-moving");
      expect(within(region).getAllByRole("link", { name: /^\d\d MAY 2026 News \d$/ })).toHaveLength(8);
      expect(region.querySelector("ul[aria-hidden]")?.querySelectorAll("a")).toHaveLength(8);
    } finally {
      removeIntersectionObserver();
    }
  });

  it("shows nothing when there is no news", async () => {
    const fetchMock = stubService({ "/api/news/DPSSWB": [] });
    const { container } = render(<NewsScroller />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
