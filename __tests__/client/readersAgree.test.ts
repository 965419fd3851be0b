/**
 * The site reads the service's answers with its own readers (src/client/normalise.ts): loading the
 * contract's read schemas with the first answer cost the blog post its largest-paint budget
 * (docs/choices.md). They must read every answer as the contract's read schemas do; this table says so.
 */
import { readList } from "@school/contract/entities/entityReader";
import { birthdayRead } from "@school/contract/entities/birthday";
import { blogRead } from "@school/contract/entities/blog";
import { calendarRead } from "@school/contract/entities/calendar";
import { eventRead } from "@school/contract/entities/event";
import { galleryRead } from "@school/contract/entities/gallery";
import { highlightRead } from "@school/contract/entities/highlight";
import { newsRead } from "@school/contract/entities/news";
import { registrationRead } from "@school/contract/entities/registration";
import { topperRead } from "@school/contract/entities/topper";
import { alertRead } from "@school/contract/entities/alert";
import { readAlerts } from "../../src/client/alerts";
import * as site from "../../src/client/normalise";

/** Rows every kind is given: what a careless or hostile host might send beside its good rows. */
const ODD_ROWS: unknown[] = [
  null,
  "a string",
  42,
  [],
  {},
  { _id: 7, title: ["not", "text"], fromDate: "yesterday", attachments: "one.pdf" },
  { id: "plain-id", title: "  Spaced\u0000 title <b>bold</b>  ", date: "2026-02-31", attachments: [1, null, "x.pdf"] },
  { _id: "", title: "\u202eReversed", description: { html: "<script>" }, images: "p.jpg" },
];

const KINDS: [string, (payload: unknown) => unknown[], ReturnType<typeof readList>, unknown[]][] = [
  [
    "highlight",
    site.highlights,
    readList(highlightRead),
    [{ _id: "h1", category: "Notice", title: "Fee dates", fromDate: "2026-11-20", attachments: ["a.pdf"] }],
  ],
  [
    "news",
    site.newsItems,
    readList(newsRead),
    [{ _id: "n1", title: "Sports day", description: "Results.", fromDate: "2026-11-21", attachments: [] }],
  ],
  [
    "event",
    site.schoolEvents,
    readList(eventRead),
    [
      { _id: "e1", title: "Annual Day", date: "2026-12-05", toDate: "2026-12-06", time: "10:00", venue: "Hall" },
      { _id: "e2", toDate: "2026-12-09" },
    ],
  ],
  [
    "birthday",
    site.birthdays,
    readList(birthdayRead),
    [{ _id: "b1", name: "A pupil", class: "V A", day: "26 July", attachments: "birthdays/x.JPG" }],
  ],
  [
    "gallery",
    site.galleryItems,
    readList(galleryRead),
    [{ _id: "g1", category: "PhotoGallery", title: "Annual Day", text: "Photos.", date: "2026-11-02", images: ["p"] }],
  ],
  [
    "topper",
    site.toppers,
    readList(topperRead),
    [{ _id: "t1", name: "A pupil", class: "XII", percentage: 97.4, year: "2026", stream: "Science" }],
  ],
  [
    "blog",
    site.blogPosts,
    readList(blogRead),
    [{ _id: "p1", title: "A visit", text: "<p>Words</p>", date: "2026-10-10", images: ["p"] }],
  ],
  ["calendar", site.calendarEvents, readList(calendarRead), [{ _id: "c1", title: "Diwali", date: "2026-11-08" }]],
  [
    "registration",
    site.registrationLinks,
    readList(registrationRead),
    [{ _id: "r1", title: "Registration 2027-28", url: "https://example.org/register" }],
  ],
  [
    "alert",
    readAlerts,
    readList(alertRead),
    [
      {
        _id: "a1",
        title: "School closed",
        message: "Rain.",
        level: "closure",
        startsAt: "2026-11-26T16:00",
        endsAt: "2026-11-27T18:00",
        link: "/news",
      },
      { _id: "a2", title: "Odd", level: "shout", startsAt: "soon", endsAt: 5, link: "https://elsewhere.example" },
    ],
  ],
];

describe.each(KINDS)("the site's reader of %s answers", (_kind, siteReader, contractReader, goodRows) => {
  it.each([
    ["its good rows", goodRows],
    ["its good rows among odd ones", [...ODD_ROWS, ...goodRows]],
    ["the rows wrapped as {data: [...]}", { data: goodRows }],
    ["no list at all", { error: "Internal error" }],
  ])("reads %s as the contract does", (_case, payload) => {
    expect(siteReader(payload)).toEqual(contractReader(payload));
  });

  it("keeps every good row", () => {
    expect(siteReader(goodRows)).toHaveLength(goodRows.length);
  });
});
