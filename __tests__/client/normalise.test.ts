import * as normalise from "../../src/client/normalise";

const garbage: unknown[] = [null, undefined, 42, "text", true, {}, { data: "nope" }, [null, 7, "x"]];

describe("list normalisers never throw and return only well-typed entities", () => {
  const all = {
    highlights: normalise.highlights,
    newsItems: normalise.newsItems,
    schoolEvents: normalise.schoolEvents,
    birthdays: normalise.birthdays,
    galleryItems: normalise.galleryItems,
    toppers: normalise.toppers,
    blogPosts: normalise.blogPosts,
    calendarEvents: normalise.calendarEvents,
    registrationLinks: normalise.registrationLinks,
  };
  for (const [name, fn] of Object.entries(all)) {
    it.each(garbage.map((g) => [g]))(`${name}(%p) is an empty list`, (payload) => {
      expect(fn(payload)).toEqual([]);
    });
  }
});

describe("highlights", () => {
  it("reads a list wrapped in {data}", () => {
    expect(
      normalise.highlights({
        data: [
          {
            _id: "h1",
            category: "Notice",
            title: "Exam schedule",
            fromDate: "2026-02-03T00:00:00Z",
            attachments: ["pdf_1"],
          },
        ],
      }),
    ).toEqual([
      { id: "h1", category: "Notice", title: "Exam schedule", fromDate: "2026-02-03", attachments: ["pdf_1"] },
    ]);
  });

  it("drops tags from titles and rows without a title", () => {
    const items = normalise.highlights([
      { title: "<b>Sports</b> <img src=x onerror=alert(1)>day" },
      { title: "   " },
      { title: 5 },
    ]);
    expect(items.map((i) => i.title)).toEqual(["Sports day", "5"]);
  });
});

describe("news", () => {
  it("keeps a valid date and rejects an impossible one", () => {
    const [a, b] = normalise.newsItems([
      { title: "A", fromDate: "2026-02-28" },
      { title: "B", fromDate: "2026-02-30" },
    ]);
    expect(a.fromDate).toBe("2026-02-28");
    expect(b.fromDate).toBeNull();
  });

  it("turns a single attachment into a list and ignores unusable ones", () => {
    expect(normalise.newsItems([{ title: "A", attachments: "file_1" }])[0].attachments).toEqual(["file_1"]);
    expect(normalise.newsItems([{ title: "A", attachments: [{ _id: "f2" }, 7, null, ""] }])[0].attachments).toEqual([
      "f2",
    ]);
  });
});

describe("events", () => {
  it("keeps missing fields as null so the page can show the defaults", () => {
    expect(normalise.schoolEvents([{}])[0]).toEqual({
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
    });
  });

  it("keeps the service's own id apart from the fallback id", () => {
    expect(
      normalise.schoolEvents([{ _id: "event_2" }, { id: 7 }, { _id: { $oid: "x" } }]).map((e) => [e.id, e.serviceId]),
    ).toEqual([
      ["event_2", "event_2"],
      ["7", "7"],
      ["item-2", null],
    ]);
  });

  it("dates an event that carries only toDate by it, and prefers date when both are there", () => {
    const [onlyEnd, both] = normalise.schoolEvents([
      { title: "Annual Day", toDate: "2026-12-05" },
      { title: "Sports Week", date: "2026-12-01", toDate: "2026-12-07" },
    ]);
    expect(onlyEnd.date).toBe("2026-12-05");
    expect(both.date).toBe("2026-12-01");
    expect(both.toDate).toBe("2026-12-07");
  });
});

describe("birthdays", () => {
  it("takes the image reference from a string or a list", () => {
    const [a, b] = normalise.birthdays([
      { name: "Asha", class: "VII-B", attachments: "birthdays/asha.JPG" },
      { name: "Ravi", class: "III-A", attachments: ["birthdays/ravi.jpg"] },
    ]);
    expect(a).toEqual({ id: "item-0", name: "Asha", className: "VII-B", image: "birthdays/asha.JPG", day: null });
    expect(b.image).toBe("birthdays/ravi.jpg");
  });

  it.each([
    [{ day: "26 July" }, "26 July"],
    [{ day: " <b>26</b>  July " }, "26 July"],
    [{ date: "2014-07-26" }, "2014-07-26"],
    [{ dob: "--02-29" }, "--02-29"],
    [{ day: "" }, null],
    [{ day: ["26 July"] }, null],
    [{ day: { month: 7 } }, null],
    [{}, null],
  ])("keeps the day of %p as the text %p, read when it is shown", (fields, day) => {
    expect(normalise.birthdays([{ name: "Asha", ...fields }])[0].day).toEqual(day);
  });
});

describe("gallery items", () => {
  it("keeps each photo's caption beside it, and none for a bare reference", () => {
    const [item] = normalise.galleryItems([
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
    ]);
    expect(item.attachments).toEqual(["img_1", "img_2", "a/b.jpg", "img_3"]);
    expect(item.captions).toEqual(["", "The relay's last lap", "Prize giving", ""]);
  });
});

describe("toppers", () => {
  it("reads the percentage from a number or text and upper-cases the class", () => {
    const [a, b] = normalise.toppers([
      { name: "A", stream: "Science", division: "97.4%", class: "xii", sessionYear: "2024-2025", attachments: [] },
      { name: "B", division: "n/a", class: "X" },
    ]);
    expect(a).toMatchObject({ division: 97.4, className: "XII", sessionYear: "2024-2025", photo: null });
    expect(b.division).toBeNull();
  });
});

describe("blog posts", () => {
  it("keeps the description's HTML for the sanitiser and falls back to the title for alt text", () => {
    const [post] = normalise.blogPosts([{ _id: 9, title: "Reading", description: "<h2>Why</h2><script>x</script>" }]);
    expect(post).toMatchObject({ id: "9", description: "<h2>Why</h2><script>x</script>", alt: "Reading" });
  });

  it.each([
    ["<p>Some ideas stay.</p><script>window.__blogScriptRan = true</script>", "Some ideas stay."],
    ["<style>.x { color: red }</style><h2>Reading aloud</h2><p>Builds fluency.</p>", "Reading aloud. Builds fluency."],
    ["<template><p>Not yet shown</p></template><p>Shown</p>", "Shown"],
    ["<p>A</p><script>unclosed(", "A"],
    [`<p>${"word ".repeat(60)}</p>`, `${"word ".repeat(32).trim()}…`],
  ])("makes a card's excerpt of %p without the text of scripts, styles or templates", (description, text) => {
    expect(normalise.blogPosts([{ _id: 1, title: "Post", description }])[0].excerpt).toBe(text);
  });

  it("reads one post from a detail answer, wrapped or not", () => {
    expect(normalise.oneBlogPost({ data: { title: "A" } })?.title).toBe("A");
    expect(normalise.oneBlogPost([{ title: "B" }])?.title).toBe("B");
    expect(normalise.oneBlogPost("<html>")).toBeNull();
  });
});

describe("registration links", () => {
  it("keeps only http(s) addresses", () => {
    const links = normalise.registrationLinks([
      { title: "Portal", url: "https://portal.example/apply" },
      { title: "Evil", url: "javascript:alert(1)" },
      { title: "Data", url: "data:text/html,hi" },
      { title: "Broken", url: "not a url" },
    ]);
    expect(links.map((l) => l.title)).toEqual(["Portal"]);
  });
});

describe("certificatePath", () => {
  it("reads the data field of a lookup answer", () => {
    expect(normalise.certificatePath({ data: "tc/abc.jpg" })).toBe("tc/abc.jpg");
    expect(normalise.certificatePath({ data: 3 })).toBeNull();
    expect(normalise.certificatePath(null)).toBeNull();
  });
});
