import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import SearchDialog from "../../../src/components/search/SearchDialog";
import type { SearchFn, SearchResult } from "../../../src/components/search/pagefind";

// jsdom has <dialog> without its modal methods; the browser's own are tested in e2e/search.spec.ts.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

const pages = (count: number): SearchResult[] =>
  Array.from({ length: count }, (_, i) => ({
    path: `/page-${i + 1}`,
    title: `Page ${i + 1}`,
    section: null,
    excerpt: `about the <mark>hostel</mark> ${i + 1}`,
  }));

/** A search over these pages that records which results' data were fetched, as Pagefind fetches them. */
function searchOver(found: SearchResult[], failAt: number[] = []) {
  const loads: [number, number][] = [];
  const search: SearchFn = async () => ({
    total: found.length,
    load: async (from, count) => {
      loads.push([from, count]);
      if (failAt.includes(loads.length)) throw new Error("offline");
      return found.slice(from, from + count);
    },
  });
  return { search, loads };
}

async function searchFor(search: SearchFn, text: string) {
  const user = userEvent.setup();
  render(<SearchDialog open onClose={() => undefined} search={search} />);
  // Pasted, so that one query runs (each typed letter would be a search of its own).
  await user.click(screen.getByLabelText("Search for"));
  await user.paste(text);
  return user;
}

const shownTitles = () =>
  within(screen.getByRole("list", { name: "Search results" }))
    .getAllByRole("link")
    .map((link) => link.textContent);

it("shows 8 results, then 8 more at each press, fetching only those shown, until the last", async () => {
  const { search, loads } = searchOver(pages(20));
  const user = await searchFor(search, "hostel");
  const status = screen.getByRole("status");
  await waitFor(() => expect(status).toHaveTextContent("20 pages found for “hostel”; the first 8 are shown."));
  expect(shownTitles()).toHaveLength(8);
  expect(loads).toEqual([[0, 8]]);

  await user.click(screen.getByRole("button", { name: "Show 8 more results" }));
  await waitFor(() => expect(status).toHaveTextContent("20 pages found for “hostel”; the first 16 are shown."));
  expect(shownTitles()).toHaveLength(16);
  expect(screen.getByRole("link", { name: "Page 9" })).toHaveFocus();

  await user.click(screen.getByRole("button", { name: "Show 4 more results" }));
  await waitFor(() => expect(status).toHaveTextContent(/^20 pages found for “hostel”\.$/));
  expect(shownTitles().at(-1)).toBe("Page 20");
  expect(screen.getByRole("link", { name: "Page 17" })).toHaveFocus();
  expect(screen.queryByRole("button", { name: /more results/ })).toBeNull();
  expect(loads).toEqual([
    [0, 8],
    [8, 8],
    [16, 8],
  ]);
});

it("offers no button when every result fits", async () => {
  const { search } = searchOver(pages(8));
  await searchFor(search, "hostel");
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/^8 pages found for “hostel”\.$/));
  expect(screen.queryByRole("button", { name: /more results/ })).toBeNull();
});

it("the button is reached from the last result with the arrow key", async () => {
  const { search } = searchOver(pages(9));
  const user = await searchFor(search, "hostel");
  const last = await screen.findByRole("link", { name: "Page 8" });
  last.focus();
  await user.keyboard("{ArrowDown}");
  expect(screen.getByRole("button", { name: "Show 1 more result" })).toHaveFocus();
});

it("says so when the next results cannot be fetched, keeps those shown, and fetches them at the next press", async () => {
  const { search } = searchOver(pages(12), [2]);
  const user = await searchFor(search, "hostel");
  const more = await screen.findByRole("button", { name: "Show 4 more results" });
  await user.click(more);
  await waitFor(() =>
    expect(screen.getByRole("status")).toHaveTextContent(
      "12 pages found for “hostel”; the first 8 are shown. The next could not be loaded: check the connection and try again.",
    ),
  );
  expect(shownTitles()).toHaveLength(8);
  expect(more).toHaveFocus();
  await user.click(more);
  await waitFor(() => expect(shownTitles()).toHaveLength(12));
  expect(screen.getByRole("status")).toHaveTextContent(/^12 pages found for “hostel”\.$/);
});

it("a new query starts again from its own first 8", async () => {
  const { search } = searchOver(pages(20));
  const user = await searchFor(search, "hostel");
  await user.click(await screen.findByRole("button", { name: "Show 8 more results" }));
  await waitFor(() => expect(shownTitles()).toHaveLength(16));
  await user.type(screen.getByLabelText("Search for"), " fee");
  await waitFor(() =>
    expect(screen.getByRole("status")).toHaveTextContent("20 pages found for “hostel fee”; the first 8 are shown."),
  );
  expect(shownTitles()).toHaveLength(8);
  expect(screen.getByLabelText("Search for")).toHaveFocus();
});
