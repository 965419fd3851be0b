/** How the contract's readers read whatever a host sends: each case a payload and what the site gets. */
import { alertRead } from "@school/contract/entities/alertRead";
import { birthdayRead } from "@school/contract/entities/birthdayRead";
import { blogRead } from "@school/contract/entities/blogRead";
import { calendarRead } from "@school/contract/entities/calendarRead";
import { readList, readOne } from "@school/contract/entities/entityReader";
import { eventRead } from "@school/contract/entities/eventRead";
import { galleryRead } from "@school/contract/entities/galleryRead";
import { highlightRead } from "@school/contract/entities/highlightRead";
import { newsRead } from "@school/contract/entities/newsRead";
import { registrationRead } from "@school/contract/entities/registrationRead";
import { topperRead } from "@school/contract/entities/topperRead";

const read = {
  highlights: readList(highlightRead),
  news: readList(newsRead),
  events: readList(eventRead),
  birthdays: readList(birthdayRead),
  gallery: readList(galleryRead),
  toppers: readList(topperRead),
  blog: readList(blogRead),
  calendar: readList(calendarRead),
  registrations: readList(registrationRead),
  alerts: readList(alertRead),
};

const garbage: unknown[] = [null, undefined, 42, "text", true, {}, { data: "nope" }, [null, 7, "x"]];

describe("no list answer reads as any row", () => {
  it.each(Object.entries(read).flatMap(([name, reader]) => garbage.map((payload) => [name, payload, reader] as const)))(
    "%s of %p",
    (_name, payload, reader) => {
      expect(reader(payload)).toEqual([]);
    },
  );
});

/** [what the case is, the reader, the payload, what it reads as (in part: toMatchObject)] */
type Case = [string, (payload: unknown) => unknown, unknown, unknown];

it.each<Case>([
  [
    "a highlight list wrapped in {data}",
    read.highlights,
    {
      data: [
        {
          _id: "h1",
          category: "Notice",
          title: "Exam schedule",
          fromDate: "2026-02-03T00:00:00Z",
          attachments: ["pdf_1"],
        },
      ],
    },
    [{ id: "h1", category: "Notice", title: "Exam schedule", fromDate: "2026-02-03", attachments: ["pdf_1"] }],
  ],
  [
    "titles without their tags, and no row without a title",
    read.highlights,
    [{ title: "<b>Sports</b> <img src=x onerror=alert(1)>day" }, { title: "   " }, { title: 5 }],
    [{ title: "Sports day" }, { title: "5" }],
  ],
  [
    "a valid date, and none for an impossible one",
    read.news,
    [
      { title: "A", fromDate: "2026-02-28" },
      { title: "B", fromDate: "2026-02-30" },
    ],
    [{ fromDate: "2026-02-28" }, { fromDate: null }],
  ],
  ["a single attachment as a list", read.news, [{ title: "A", attachments: "file_1" }], [{ attachments: ["file_1"] }]],
  [
    "only the attachments that name something",
    read.news,
    [{ title: "A", attachments: [{ _id: "f2" }, 7, null, ""] }],
    [{ attachments: ["f2"] }],
  ],
  [
    "an event's missing fields as null, for the page's defaults",
    read.events,
    [{}],
    [
      {
        id: "item-0",
        serviceId: null,
        title: null,
        description: null,
        date: null,
        toDate: null,
        time: null,
        venue: null,
        images: [],
        attachments: [],
      },
    ],
  ],
  [
    "an event's own id apart from the fallback id",
    read.events,
    [{ _id: "event_2" }, { id: 7 }, { _id: { $oid: "x" } }],
    [
      { id: "event_2", serviceId: "event_2" },
      { id: "7", serviceId: "7" },
      { id: "item-2", serviceId: null },
    ],
  ],
  [
    "an event with only toDate dated by it, and date preferred when both are there",
    read.events,
    [
      { title: "Annual Day", toDate: "2026-12-05" },
      { title: "Sports Week", date: "2026-12-01", toDate: "2026-12-07" },
    ],
    [{ date: "2026-12-05" }, { date: "2026-12-01", toDate: "2026-12-07" }],
  ],
  [
    "a birthday's photo from a string or a list",
    read.birthdays,
    [
      { name: "Asha", class: "VII-B", attachments: "birthdays/asha.JPG" },
      { name: "Ravi", class: "III-A", attachments: ["birthdays/ravi.jpg"] },
    ],
    [
      { id: "item-0", name: "Asha", className: "VII-B", image: "birthdays/asha.JPG", day: null },
      { image: "birthdays/ravi.jpg" },
    ],
  ],
  ...(
    [
      [{ day: "26 July" }, "26 July"],
      [{ day: " <b>26</b>  July " }, "26 July"],
      [{ date: "2014-07-26" }, "2014-07-26"],
      [{ dob: "--02-29" }, "--02-29"],
      [{ day: "" }, null],
      [{ day: ["26 July"] }, null],
      [{ day: { month: 7 } }, null],
      [{}, null],
    ] as const
  ).map(([fields, day]): Case => [
    `a birthday's day from ${JSON.stringify(fields)} as the text it is shown by`,
    read.birthdays,
    [{ name: "Asha", ...fields }],
    [{ day }],
  ]),
  [
    "each photo of an album with its caption, and none for a bare reference",
    read.gallery,
    [
      {
        title: "Sports Day",
        attachments: [
          "img_1",
          { _id: "img_2", caption: "The relay's <b>last</b> lap" },
          7,
          { url: "a/b.jpg", alt: "Prize giving" },
          { id: "img_3" },
        ],
      },
    ],
    [
      {
        attachments: ["img_1", "img_2", "a/b.jpg", "img_3"],
        captions: ["", "The relay's last lap", "Prize giving", ""],
      },
    ],
  ],
  [
    "a topper's percentage from a number or text, and the class in capitals",
    read.toppers,
    [
      { name: "A", stream: "Science", division: "97.4%", class: "xii", sessionYear: "2024-2025", attachments: [] },
      { name: "B", division: "n/a", class: "X" },
    ],
    [{ division: 97.4, className: "XII", sessionYear: "2024-2025", photo: null }, { division: null }],
  ],
  [
    "a post's HTML kept for the sanitiser, and its title as the picture's description",
    read.blog,
    [{ _id: 9, title: "Reading", description: "<h2>Why</h2><script>x</script>" }],
    [{ id: "9", description: "<h2>Why</h2><script>x</script>", alt: "Reading" }],
  ],
  ...(
    [
      ["<p>Some ideas stay.</p><script>window.__blogScriptRan = true</script>", "Some ideas stay."],
      [
        "<style>.x { color: red }</style><h2>Reading aloud</h2><p>Builds fluency.</p>",
        "Reading aloud. Builds fluency.",
      ],
      ["<template><p>Not yet shown</p></template><p>Shown</p>", "Shown"],
      ["<p>A</p><script>unclosed(", "A"],
      [`<p>${"word ".repeat(60)}</p>`, `${"word ".repeat(32).trim()}…`],
    ] as const
  ).map(([description, excerpt]): Case => [
    `a card's excerpt of ${JSON.stringify(description.slice(0, 40))} without the text of scripts, styles or templates`,
    read.blog,
    [{ _id: 1, title: "Post", description }],
    [{ excerpt }],
  ]),
  ["a post from a wrapped detail answer", readOne(blogRead), { data: { title: "A" } }, { title: "A" }],
  ["a post from a list answer", readOne(blogRead), [{ title: "B" }], { title: "B" }],
  [
    "only registration links to http(s) addresses",
    read.registrations,
    [
      { title: "Portal", url: "https://portal.example/apply" },
      { title: "Evil", url: "javascript:alert(1)" },
      { title: "Data", url: "data:text/html,hi" },
      { title: "Broken", url: "not a url" },
    ],
    [{ title: "Portal" }],
  ],
  [
    "a notice's level, times and link only as the site can use them",
    read.alerts,
    [
      { _id: "a2", title: "Odd", level: "shout", startsAt: "soon", endsAt: 5, link: "https://elsewhere.example" },
      { _id: "a1", title: "Closed", message: "Rain.", level: "closure", startsAt: "2026-11-26T16:00", link: "/news" },
    ],
    [
      { id: "a2", title: "Odd", message: "", level: "information", startsAt: "", endsAt: "", link: "" },
      {
        id: "a1",
        title: "Closed",
        message: "Rain.",
        level: "closure",
        startsAt: "2026-11-26T16:00",
        endsAt: "",
        link: "/news",
      },
    ],
  ],
])("reads %s", (_case, reader, payload, expected) => {
  const result = reader(payload);
  if (Array.isArray(expected)) expect(result).toHaveLength(expected.length);
  expect(result).toMatchObject(expected as object);
});

it("reads no post from an answer that is not one", () => {
  expect(readOne(blogRead)("<html>")).toBeNull();
});
