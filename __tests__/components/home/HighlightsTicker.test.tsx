import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HighlightsTicker } from "../../../src/components/home/HighlightsTicker";
import { stubService } from "../../fixtures/stubService";

const visibleList = () => screen.getAllByRole("list").find((list) => !list.hasAttribute("aria-hidden")) as HTMLElement;

beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it("shows three 'Stay Tuned' items while loading", async () => {
  stubService({});
  render(<HighlightsTicker />);
  expect(screen.getByRole("region", { name: "Highlights" })).toHaveAttribute("aria-busy", "true");
  expect(within(visibleList()).getAllByText("Stay Tuned For More Updates")).toHaveLength(3);
  await waitFor(() => expect(screen.getByRole("region", { name: "Highlights" })).toHaveAttribute("aria-busy", "false"));
});

it("shows only Highlight items, each linking to its first attachment", async () => {
  stubService({
    "/api/highlight/DPSSWB": [
      { _id: "1", category: "Highlight", title: "Winter vacation notice", attachments: ["pdf_9"] },
      { _id: "2", category: "Notice", title: "Career fair" },
      { _id: "3", category: "Highlight", title: "Sports week" },
    ],
  });
  render(<HighlightsTicker />);
  const link = await screen.findByRole("link", { name: "Winter vacation notice" });
  expect(link).toHaveAttribute("href", "http://localhost:4000/api/image/pdf_9");
  expect(within(visibleList()).getByText("Sports week")).toBeInTheDocument();
  expect(screen.queryByText("Career fair")).toBeNull();
});

it.each([
  ["fails", { "/api/highlight/DPSSWB": { status: 500, body: "oops" } }],
  ["is empty", { "/api/highlight/DPSSWB": [] }],
  ["answers garbage", { "/api/highlight/DPSSWB": { data: "nope" } }],
])("keeps the three placeholders when the service %s", async (_case, answers) => {
  const fetchMock = stubService(answers);
  render(<HighlightsTicker />);
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  await waitFor(() => expect(screen.getByRole("region", { name: "Highlights" })).toHaveAttribute("aria-busy", "false"));
  expect(within(visibleList()).getAllByText("Stay Tuned For More Updates")).toHaveLength(3);
});

it("stands still until the page has loaded and settled, then moves", async () => {
  stubService({ "/api/highlight/DPSSWB": [{ _id: "1", category: "Highlight", title: "Sports week" }] });
  render(<HighlightsTicker />);
  const region = screen.getByRole("region", { name: "Highlights" });
  expect(region).not.toHaveClass("is-moving");
  await waitFor(() => expect(region).toHaveClass("is-moving"));
  expect(within(visibleList()).getByText("Sports week")).toBeInTheDocument();
});

it("pauses and resumes with its button", async () => {
  stubService({});
  render(<HighlightsTicker />);
  await waitFor(() => expect(screen.getByRole("region", { name: "Highlights" })).toHaveAttribute("aria-busy", "false"));
  const button = screen.getByRole("button", { name: "Pause highlights" });
  await userEvent.click(button);
  expect(button).toHaveAttribute("aria-pressed", "true");
  expect(screen.getByRole("region", { name: "Highlights" })).toHaveClass("is-paused");
  await userEvent.click(button);
  expect(screen.getByRole("region", { name: "Highlights" })).not.toHaveClass("is-paused");
});

it("hides the looping copy from assistive technology and the keyboard", async () => {
  stubService({ "/api/highlight/DPSSWB": [{ category: "Highlight", title: "A", attachments: ["x"] }] });
  const { container } = render(<HighlightsTicker />);
  await screen.findByRole("link", { name: "A" });
  const copy = container.querySelector("ul[aria-hidden='true']");
  expect(copy?.querySelector("a")).toHaveAttribute("tabindex", "-1");
});
