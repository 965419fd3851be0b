import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import NewsPage from "../../src/pages/news";
import NewsItemPage from "../../src/pages/news-details";
import BlogPage from "../../src/pages/blog-post";
import BlogPostPage from "../../src/pages/blog-inner";
import CareerCounsellingPage from "../../src/pages/careercounseling";
import SchoolCalendarPage from "../../src/pages/school-calendar";
import ClassXIIToppersPage from "../../src/pages/xii-topper";
import { mockSiteQuery } from "../fixtures/mockSiteQuery";
import { stubService } from "../fixtures/stubService";
import { isoDay, thisYear } from "../fixtures/dates";
import { academicSessionOf } from "../../src/lib/topperSessions";

beforeEach(() => {
  mockSiteQuery();
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState({}, "", "/");
});

describe("/news", () => {
  it("falls back to last year when this year has no news, with dates in capitals and a download link", async () => {
    stubService({
      "/api/news/All/DPSSWB": [
        { _id: "n1", title: "Results declared", fromDate: isoDay(thisYear - 1, 5, 13), attachments: ["f1"] },
        { _id: "n2", title: "Old news", fromDate: isoDay(thisYear - 2, 1, 2) },
      ],
    });
    render(<NewsPage />);
    await screen.findByText("Results declared");
    expect(screen.getByLabelText("Select Year")).toHaveValue(String(thisYear - 1));
    expect(screen.getByText(`13 MAY ${thisYear - 1}`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Download attachment\s?: Results declared$/ })).toHaveAttribute(
      "href",
      "http://localhost:4000/api/image/f1",
    );
    expect(screen.queryByText("Old news")).toBeNull();
  });

  it("links each item's title to its own page", async () => {
    stubService({
      "/api/news/All/DPSSWB": [{ _id: "n 1", title: "Results declared", fromDate: isoDay(thisYear, 5, 13) }],
    });
    render(<NewsPage />);
    expect(await screen.findByRole("link", { name: "Results declared" })).toHaveAttribute(
      "href",
      "/news-details?id=n%201",
    );
  });

  it("says so when no news matches", async () => {
    const user = userEvent.setup();
    stubService({ "/api/news/All/DPSSWB": [{ title: "Results declared", fromDate: isoDay(thisYear, 5, 13) }] });
    render(<NewsPage />);
    await screen.findByText("Results declared");
    await user.type(screen.getByLabelText("Search"), "zzz");
    expect(screen.getByText("No data available for the selected filters.")).toBeInTheDocument();
  });
  it("folds its filters behind one Filter control that says what is filtered", async () => {
    const user = userEvent.setup();
    stubService({
      "/api/news/All/DPSSWB": [
        { _id: "n1", title: "Results declared", fromDate: isoDay(thisYear, 5, 13) },
        { _id: "n2", title: "Sports meet", fromDate: isoDay(thisYear, 3, 2) },
      ],
    });
    render(<NewsPage />);
    await screen.findByText("Results declared");
    const toggle = screen.getByRole("button", { name: `Filter: ${thisYear}` });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const fields = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(fields).toContainElement(screen.getByLabelText("Select Year"));
    expect(fields).toContainElement(screen.getByLabelText("Select Month"));
    expect(fields).toContainElement(screen.getByPlaceholderText("Search news"));

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.selectOptions(screen.getByLabelText("Select Month"), "Mar");
    expect(toggle).toHaveAccessibleName(`Filter: ${thisYear}, March`);
    expect(screen.queryByText("Results declared")).toBeNull();
    await user.selectOptions(screen.getByLabelText("Select Year"), "All");
    await user.type(screen.getByLabelText("Search"), "meet");
    expect(toggle).toHaveAccessibleName("Filter: all years, March, “meet”");
    expect(screen.getByText("Sports meet")).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

describe("/news-details", () => {
  const news = [
    { _id: "n1", title: "Other news", fromDate: isoDay(thisYear, 5, 2) },
    {
      _id: "n2",
      title: "Winter timings",
      description: "School opens at 8:30 am.",
      fromDate: isoDay(thisYear, 11, 20),
      attachments: ["doc_1", "doc_2"],
    },
  ];

  it("shows Loading... then the item's breadcrumb, title, date, text and file", async () => {
    window.history.replaceState({}, "", "/news-details?id=n2");
    stubService({ "/api/news/All/DPSSWB": news });
    render(<NewsItemPage />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(await screen.findByRole("heading", { level: 1, name: "Winter timings" })).toBeInTheDocument();
    const crumbs = within(screen.getByRole("navigation", { name: "Breadcrumb" })).getAllByRole("listitem");
    expect(crumbs.map((li) => li.textContent)).toEqual(["Home", "News", "Winter timings"]);
    expect(screen.getByText(`20 NOVEMBER ${thisYear}`)).toHaveAttribute("datetime", isoDay(thisYear, 11, 20));
    expect(screen.getByText("School opens at 8:30 am.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download attachment" })).toHaveAttribute(
      "href",
      "http://localhost:4000/api/image/doc_1",
    );
    expect(screen.queryByText("Other news")).toBeNull();
    expect(screen.getByRole("button", { name: "Share" })).toBeInTheDocument();
  });

  it("adds the file's kind and size to its link once the service has said them", async () => {
    window.history.replaceState({}, "", "/news-details?id=n2");
    const service = stubService({ "/api/news/All/DPSSWB": news });
    const headers = new Map([
      ["content-type", "application/pdf"],
      ["content-length", "86016"],
    ]);
    global.fetch = jest.fn(async (url: string, init?: RequestInit) =>
      init?.method === "HEAD" && url === "http://localhost:4000/api/image/doc_1"
        ? { ok: true, status: 200, headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null } }
        : service(url, init),
    ) as unknown as typeof fetch;
    render(<NewsItemPage />);
    expect(await screen.findByRole("link", { name: "Download attachment (PDF, 84 KB)" })).toHaveAttribute(
      "href",
      "http://localhost:4000/api/image/doc_1",
    );
  });

  it.each([
    ["an id the news does not hold", { "/api/news/All/DPSSWB": news }],
    ["a service that fails", { "/api/news/All/DPSSWB": { status: 503 } }],
  ])("says the item failed to load for %s, with the way back to all news", async (_label, answers) => {
    window.history.replaceState({}, "", "/news-details?id=gone");
    stubService(answers);
    render(<NewsItemPage />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load the news item. Please try again later.");
    expect(screen.queryByText("Loading...")).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "News Item" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All news" })).toHaveAttribute("href", "/news");
  });

  it("stays on Loading... without an id", async () => {
    const fetchMock = stubService({ "/api/news/All/DPSSWB": news });
    render(<NewsItemPage />);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Loading..."));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("/blog-post and /blog-inner", () => {
  it("shows Loading blogs... then No blogs found.", async () => {
    stubService({ "/api/blog/All/DPSSWB": [] });
    render(<BlogPage />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading blogs...");
    expect(await screen.findByText("No blogs found.")).toBeInTheDocument();
  });

  it("links each post to its page", async () => {
    stubService({ "/api/blog/All/DPSSWB": [{ _id: "b1", title: "Reading for joy", description: "<p>Books</p>" }] });
    render(<BlogPage />);
    expect(await screen.findByRole("link", { name: "Reading for joy" })).toHaveAttribute("href", "/blog-inner?id=b1");
  });

  it("renders a post's HTML without its scripts, handlers or javascript: links", async () => {
    window.history.replaceState({}, "", "/blog-inner?id=b9");
    stubService({
      "/api/innerBlog?id=b9": {
        _id: "b9",
        title: "Safe reading",
        date: isoDay(thisYear, 3, 4),
        description:
          '<h2>Heading kept</h2><ul><li>List kept</li></ul><script>window.__x=1</script><img src="x" onerror="window.__y=1"><a href="javascript:alert(1)">bad link</a>',
      },
    });
    const { container } = render(<BlogPostPage />);
    expect(await screen.findByRole("heading", { level: 2, name: "Heading kept" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Safe reading" })).toBeInTheDocument();
    expect(screen.getByText("List kept")).toBeInTheDocument();
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("[onerror]")).toBeNull();
    expect(screen.getByText("bad link")).not.toHaveAttribute("href", expect.stringMatching(/javascript/i));
  });

  it("says the blog failed to load when the fetch fails", async () => {
    window.history.replaceState({}, "", "/blog-inner?id=nope");
    stubService({ "/api/innerBlog?id=nope": { status: 500 } });
    render(<BlogPostPage />);
    expect(await screen.findByText("Failed to load the blog. Please try again later.")).toBeInTheDocument();
    expect(screen.queryByText("Loading...")).toBeNull();
  });
});

describe("/careercounseling", () => {
  it("lists only Notice items as PDF links", async () => {
    stubService({
      "/api/highlight/all/DPSSWB": [
        { category: "Notice", title: "JEE guidance talk", attachments: ["pdf1"] },
        { category: "Highlight", title: "Sports week", attachments: ["pdf2"] },
      ],
    });
    render(<CareerCounsellingPage />);
    const link = await screen.findByRole("link", { name: /JEE guidance talk/ });
    expect(link).toHaveAttribute("href", "http://localhost:4000/api/image/pdf1");
    expect(screen.queryByText("Sports week")).toBeNull();
  });
});

describe("/xii-topper", () => {
  const current = academicSessionOf(new Date());
  const start = Number(current.slice(0, 4));
  const previous = `${start - 1}-${start}`;
  const older = `${start - 2}-${start - 1}`;

  it("opens on the newest session that has Class XII toppers and re-filters on change", async () => {
    const user = userEvent.setup();
    stubService({
      "/api/topper/DPSSWB": [
        { name: "Riya Sen", stream: "Science", division: 98.4, class: "XII", sessionYear: previous },
        { name: "Kabir Das", stream: "Commerce", division: 96, class: "XII", sessionYear: previous },
        { name: "Anu Roy", stream: "Humanities", division: 95, class: "XII", sessionYear: older },
        { name: "Tenth Topper", stream: "", division: 99, class: "X", sessionYear: previous },
      ],
    });
    render(<ClassXIIToppersPage />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading toppers...");
    await screen.findByText("Riya Sen");
    const select = screen.getByLabelText("Session");
    expect(select).toHaveValue(previous);
    const options = within(select).getAllByRole("option");
    expect(options[0]).toHaveTextContent("Select Year");
    expect(options[0]).toBeDisabled();
    expect(options.slice(1).map((o) => o.textContent)).toEqual([previous, older]);
    expect(screen.getByText("Score: 98.4%")).toBeInTheDocument();
    expect(screen.queryByText("Tenth Topper")).toBeNull();

    await user.type(screen.getByPlaceholderText("Search by name or stream..."), "comm");
    const names = () =>
      within(screen.getByRole("main"))
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent);
    expect(names()).toEqual(["Kabir Das"]);

    await user.clear(screen.getByPlaceholderText("Search by name or stream..."));
    await user.selectOptions(select, older);
    expect(names()).toEqual(["Anu Roy"]);
    expect(window.location.search).toContain(`session=${older}`);
  });

  it("says No toppers found. when there are none", async () => {
    stubService({ "/api/topper/DPSSWB": [] });
    render(<ClassXIIToppersPage />);
    expect(await screen.findByText("No toppers found.")).toBeInTheDocument();
  });
});

describe("/school-calendar", () => {
  it("marks the days with events and highlights a chosen day's events", async () => {
    const user = userEvent.setup();
    window.history.replaceState({}, "", "/school-calendar?month=2026-11");
    stubService({
      "/api/academicCalender/all/DPSSWB": [
        { title: "Children's Day", date: "2026-11-14" },
        { title: "Parent-teacher meeting", date: "2026-11-21" },
        { title: "Winter break", date: "2026-12-24" },
      ],
    });
    render(<SchoolCalendarPage />);
    expect(await screen.findByRole("heading", { level: 2, name: "November 2026" })).toBeInTheDocument();
    const day = await screen.findByRole("button", { name: "14 November: 1 event" });
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "Sun",
      "Mon",
      "Tue",
      "Wed",
      "Thu",
      "Fri",
      "Sat",
    ]);
    await user.click(day);
    expect(day).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("Children's Day").closest("li")).toHaveClass("is-selected");
    expect(screen.getByText("Parent-teacher meeting").closest("li")).not.toHaveClass("is-selected");
    expect(screen.queryByText("Winter break")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Next month" }));
    expect(screen.getByRole("heading", { level: 2, name: "December 2026" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("Winter break")).toBeInTheDocument());
    expect(window.location.search).toBe("?month=2026-12");
  });
});
