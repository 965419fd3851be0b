import { API_PATHS, apiPath } from "@school/contract/apiPaths";

describe("apiPath", () => {
  it.each([
    [API_PATHS.latestNews, { code: "DPSSWB" }, "/api/news/DPSSWB"],
    [API_PATHS.newsFeed, { code: "DPSSWB" }, "/api/news/DPSSWB.rss"],
    [API_PATHS.calendarEntry, { code: "DPSSWB", file: "event_1.ics" }, "/api/calendar/DPSSWB/event_1.ics"],
    [API_PATHS.calendarEntry, { code: "DPSSWB" }, "/api/calendar/DPSSWB/:file"],
    [API_PATHS.picture, { id: "a b/c" }, "/api/image/a%20b%2Fc"],
    [API_PATHS.galleryItem, {}, "/api/subGallery"],
  ] as const)("fills %s with %j as %s", (pattern, parts, expected) => {
    expect(apiPath(pattern, parts)).toBe(expected);
  });
});
