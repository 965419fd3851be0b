import { filterSummary, listFilterSummary } from "../../src/lib/filterSummary";
import { ALL } from "../../src/lib/listFilters";

describe("listFilterSummary", () => {
  it.each([
    [ALL, ALL, "", "all years"],
    ["2026", ALL, "", "2026"],
    ["2026", "Mar", "", "2026, March"],
    [ALL, "Dec", "", "all years, December"],
    ["2026", "Mar", "  sports ", "2026, March, “sports”"],
    [ALL, ALL, "fair", "all years, “fair”"],
    // A month the address names but no option has is said as it was written.
    ["2026", "Smarch", "", "2026, Smarch"],
  ])("year %s, month %s, search %j reads %j", (year, month, search, expected) => {
    expect(listFilterSummary({ year, month, search })).toBe(expected);
  });
});

describe("filterSummary", () => {
  it.each([
    [[], "", ""],
    [["2024-2025"], "", "2024-2025"],
    [["2024-2025"], "riya", "2024-2025, “riya”"],
    [[], "  ", ""],
    [[], "riya", "“riya”"],
  ])("choices %j and search %j read %j", (choices, search, expected) => {
    expect(filterSummary(choices, search)).toBe(expected);
  });
});
