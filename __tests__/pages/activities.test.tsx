import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import RecentActivitiesPage from "../../src/pages/recent-activities";
import SportsCornerPage from "../../src/pages/sports-corner";
import RecentActivityPage from "../../src/pages/sub-recent-activities";
import { mockSiteQuery } from "../fixtures/mockSiteQuery";
import { stubService } from "../fixtures/stubService";
import { isoDay, thisYear } from "../fixtures/dates";

const gallery = [
  {
    _id: "a1",
    category: "RecentActivities",
    title: "Science Exhibition",
    date: isoDay(thisYear, 2, 10),
    attachments: ["i1", "i2", "i3"],
  },
  { _id: "a2", category: "RecentActivities", title: "Annual Day", date: isoDay(thisYear, 11, 2), attachments: ["i4"] },
  {
    _id: "a3",
    category: "RecentActivities",
    title: "Tree Plantation",
    date: isoDay(thisYear - 1, 7, 5),
    attachments: [],
  },
  { _id: "s1", category: "SportsCorner", title: "Football Final", date: isoDay(thisYear, 9, 15), attachments: ["i5"] },
  { _id: "p1", category: "PhotoGallery", title: "Campus", date: isoDay(thisYear, 1, 1), attachments: ["i6"] },
];

beforeEach(() => {
  mockSiteQuery();
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState({}, "", "/");
});

const articles = () => screen.getAllByRole("article");

describe("/recent-activities", () => {
  it("shows this year's recent activities, newest first, with the filter bar of SPEC", async () => {
    stubService({ "/api/gallery/All/DPSSWB": gallery });
    render(<RecentActivitiesPage />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    await screen.findByText("Annual Day");
    expect(articles().map((a) => within(a).getByRole("heading").textContent)).toEqual([
      "Annual Day",
      "Science Exhibition",
    ]);
    expect(screen.getByText(/Total Categories/)).toHaveTextContent("Total Categories: 2");
    expect(screen.getByLabelText("Select Year")).toHaveValue(String(thisYear));
    expect(screen.getByPlaceholderText("Search Here..")).toBeInTheDocument();
    const card = articles()[1];
    expect(within(card).getByText(`10 Feb ${thisYear}`)).toBeInTheDocument();
    expect(within(card).getByText("No Of Photos: 3")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Open Science Exhibition" })).toHaveAttribute(
      "href",
      "/sub-recent-activities?id=a1",
    );
  });

  it("offers only the years and months present, and re-filters at once, keeping the filter in the address", async () => {
    const user = userEvent.setup();
    stubService({ "/api/gallery/All/DPSSWB": gallery });
    render(<RecentActivitiesPage />);
    await screen.findByText("Annual Day");
    const years = within(screen.getByLabelText("Select Year"))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(years).toEqual(["All", String(thisYear), String(thisYear - 1)]);
    const months = within(screen.getByLabelText("Select Month"))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(months).toEqual(["All", "Feb", "Jul", "Nov"]);

    await user.selectOptions(screen.getByLabelText("Select Year"), "All");
    expect(screen.getByText(/Total Categories/)).toHaveTextContent("Total Categories: 3");
    await user.selectOptions(screen.getByLabelText("Select Month"), "Jul");
    expect(articles()).toHaveLength(1);
    expect(window.location.search).toBe("?year=All&month=Jul");

    await user.selectOptions(screen.getByLabelText("Select Month"), "All");
    await user.type(screen.getByPlaceholderText("Search Here.."), "ANNUAL");
    expect(articles().map((a) => within(a).getByRole("heading").textContent)).toEqual(["Annual Day"]);
  });

  it("opens the view a shared address names", async () => {
    window.history.replaceState({}, "", `/recent-activities?year=${thisYear - 1}&q=tree`);
    stubService({ "/api/gallery/All/DPSSWB": gallery });
    render(<RecentActivitiesPage />);
    expect(await screen.findByText("Tree Plantation")).toBeInTheDocument();
    expect(screen.getByPlaceholderText("Search Here..")).toHaveValue("tree");
  });

  it("shows the placeholder card when nothing matches", async () => {
    stubService({ "/api/gallery/All/DPSSWB": { status: 500 } });
    render(<RecentActivitiesPage />);
    const card = await screen.findByRole("article");
    expect(within(card).getByText("Photo Title")).toBeInTheDocument();
    expect(within(card).getByText("DD.MM.YY")).toBeInTheDocument();
    expect(within(card).getByText("No Of Photos(0)")).toBeInTheDocument();
    expect(within(card).queryByRole("link")).toBeNull();
    expect(screen.getByText(/Total Categories/)).toHaveTextContent("Total Categories: 0");
  });
});

describe("/sports-corner", () => {
  it("shows only SportsCorner items", async () => {
    stubService({ "/api/gallery/All/DPSSWB": gallery });
    render(<SportsCornerPage />);
    await screen.findByText("Football Final");
    expect(articles()).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Open Football Final" })).toHaveAttribute(
      "href",
      "/sub-sports-corner?id=s1",
    );
  });

  it("puts the Director's message on the placeholder card", async () => {
    stubService({ "/api/gallery/All/DPSSWB": [] });
    render(<SportsCornerPage />);
    const card = await screen.findByRole("article");
    expect(within(card).getByText(/educating the heart/)).toBeInTheDocument();
    expect(within(card).getByText(/Since 1990/)).toBeInTheDocument();
  });
});

describe("/sub-recent-activities", () => {
  it("stays on Loading... without an id", async () => {
    const fetchMock = stubService({});
    window.history.replaceState({}, "", "/sub-recent-activities");
    render(<RecentActivityPage />);
    // The urgent notices every page asks for, once the page's effects have run: and no item.
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(["http://localhost:4000/api/alerts/DPSSWB"]);
  });

  it("shows the dates, the photo count and a labelled thumbnail per photo", async () => {
    window.history.replaceState({}, "", "/sub-recent-activities?id=a1");
    stubService({ "/api/subGallery?id=a1": gallery[0] });
    render(<RecentActivityPage />);
    expect(await screen.findByRole("heading", { level: 2, name: "Science Exhibition" })).toBeInTheDocument();
    expect(screen.getByText("Event Date").nextSibling).toHaveTextContent(`10 Feb ${thisYear}`);
    expect(screen.getByText("Last Date").nextSibling).toHaveTextContent(`10 Feb ${thisYear}`);
    expect(screen.getByText("Total Photos").nextSibling).toHaveTextContent("3");
    expect(screen.getAllByRole("button", { name: /^Open photo \d of 3: Image \d$/ })).toHaveLength(3);
    expect(screen.getAllByRole("img", { name: /^Image \d$/ }).map((img) => img.getAttribute("alt"))).toEqual([
      "Image 1",
      "Image 2",
      "Image 3",
    ]);
    expect(screen.getByRole("link", { name: "Back to Recent Activities" })).toHaveAttribute(
      "href",
      "/recent-activities",
    );
  });

  it("reads Not Available and 0 photos when the fetch fails", async () => {
    window.history.replaceState({}, "", "/sub-recent-activities?id=zz");
    stubService({ "/api/subGallery?id=zz": { status: 404, body: { error: "Not found" } } });
    render(<RecentActivityPage />);
    await waitFor(() => expect(screen.getAllByText("Not Available")).toHaveLength(2));
    expect(screen.queryByText("Loading...")).toBeNull();
    expect(screen.getByText("Total Photos").nextSibling).toHaveTextContent("0");
  });
});
