import { filterWords } from "../../desk/src/lib/filterWords";

const labelOf = (source: string) => ({ date: "Date", createdAt: "Added", day: "Day" })[source] ?? source;

it.each([
  ["date_lt", "2026-11-25", "Date before 25 Nov 2026"],
  ["date_gte", "2026-11-25", "Date on or after 25 Nov 2026"],
  ["date_lte", "2026-11-25", "Date on or before 25 Nov 2026"],
  ["date_gt", "2026-11-25", "Date after 25 Nov 2026"],
  ["origin", "desk", "Added at the desk"],
  ["day_empty", true, "Day not given"],
  ["day_empty", false, "Day given"],
  ["category", "Notice", "category: Notice"],
])("%p %p reads %p", (key, value, words) => {
  expect(filterWords(key, value, labelOf)).toBe(words);
});

it("names a moment in India's time, saying so", () => {
  // Midnight in India, the home screen's "added today".
  const moment = "2026-11-24T18:30:00.000Z";
  expect(filterWords("createdAt_gte", moment, labelOf)).toBe("Added since 25 Nov 2026, 00:00 IST");
  expect(filterWords("createdAt_lt", moment, labelOf)).toBe("Added before 25 Nov 2026, 00:00 IST");
});
