/** @jest-environment node */
import { changedAnswers, type PublishedChange } from "../../src/purge/changedAnswers";
import { banPattern, cloudflareBatches, nodeRequests } from "../../src/purge/purgeRequests";

const OWN = "DPSSWB";
const change = (kind: PublishedChange["kind"], extra: Partial<PublishedChange> = {}): PublishedChange => ({
  kind,
  school: OWN,
  id: `${kind}_1`,
  removedFiles: [],
  ...extra,
});

it.each<[string, PublishedChange, string[]]>([
  [
    "a news item: both news lists, the RSS feed, its share page and cover",
    change("news"),
    [
      "/api/news/DPSSWB",
      "/api/news/All/DPSSWB",
      "/api/news/DPSSWB.rss",
      "/share/news/news_1",
      "/share/news/news_1/cover.jpg",
    ],
  ],
  ["a highlight: both highlight lists", change("highlight"), ["/api/highlight/DPSSWB", "/api/highlight/all/DPSSWB"]],
  [
    "an event: both event lists, the calendar feed and its file",
    change("event"),
    ["/api/events/DPSSWB", "/api/events/All/DPSSWB", "/api/calendar/DPSSWB.ics", "/api/calendar/DPSSWB/event_1.ics"],
  ],
  [
    "an academic calendar entry: its list, the calendar feed and its file",
    change("calendar"),
    ["/api/academicCalender/all/DPSSWB", "/api/calendar/DPSSWB.ics", "/api/calendar/DPSSWB/calendar_1.ics"],
  ],
  ["a notice: the notices in force and the news feed", change("alert"), ["/api/alerts/DPSSWB", "/api/news/DPSSWB.rss"]],
  ["a birthday", change("birthday"), ["/api/birthdays/DPSSWB"]],
  ["a topper", change("topper"), ["/api/topper/DPSSWB"]],
  ["a registration notice", change("registration"), ["/api/onlineRegistration/DPSSWB"]],
  [
    "a blog post: its list, itself, its share page and cover",
    change("blog"),
    ["/api/blog/All/DPSSWB", "/api/innerBlog?id=blog_1", "/share/post/blog_1", "/share/post/blog_1/cover.jpg"],
  ],
  [
    "an album: both gallery lists, itself, its share page and cover",
    change("gallery"),
    [
      "/api/gallery/DPSSWB",
      "/api/gallery/All/DPSSWB",
      "/api/subGallery?id=gallery_1",
      "/share/album/gallery_1",
      "/share/album/gallery_1/cover.jpg",
    ],
  ],
  [
    "another school's album: its lists under its code, itself and its share page with its code, no feed",
    change("gallery", { school: "OTHER1" }),
    [
      "/api/gallery/OTHER1",
      "/api/gallery/All/OTHER1",
      "/api/subGallery?id=gallery_1&school=OTHER1",
      "/share/album/gallery_1?school=OTHER1",
      "/share/album/gallery_1/cover.jpg?school=OTHER1",
    ],
  ],
  [
    "another school's news: its lists and share page with its code (the feeds are the service's own school's)",
    change("news", { school: "OTHER1" }),
    [
      "/api/news/OTHER1",
      "/api/news/All/OTHER1",
      "/share/news/news_1?school=OTHER1",
      "/share/news/news_1/cover.jpg?school=OTHER1",
    ],
  ],
  [
    "a news item whose photo was replaced: the old photo and its smaller copies",
    change("news", { removedFiles: ["media_abc"] }),
    [
      "/api/news/DPSSWB",
      "/api/news/All/DPSSWB",
      "/api/news/DPSSWB.rss",
      "/share/news/news_1",
      "/share/news/news_1/cover.jpg",
      "/api/image/media_abc",
      "/api/image/media_abc?w=480",
      "/api/image/media_abc?w=960",
    ],
  ],
  [
    "a birthday whose seeded photo (a stored path) was removed: it by name",
    change("birthday", { removedFiles: ["birthdays/Ann.jpg"] }),
    [
      "/api/birthdays/DPSSWB",
      "/api/image?url=birthdays%2FAnn.jpg",
      "/api/image?url=birthdays%2FAnn.jpg&w=480",
      "/api/image?url=birthdays%2FAnn.jpg&w=960",
    ],
  ],
])("%s", (_label, published, addresses) => {
  expect(changedAnswers(published, OWN).addresses).toEqual(addresses);
});

describe("BAN's X-Ban-Path", () => {
  const pattern = new RegExp(banPattern(changedAnswers(change("blog", { removedFiles: ["media_abc"] }), OWN).answers));

  it.each([
    "/api/blog/All/DPSSWB",
    "/api/blog/All/DPSSWB?page=2",
    "/api/innerBlog?id=blog_1",
    "/api/innerBlog?school=DPSSWB&id=blog_1",
    "/api/innerBlog?id=blog_1&school=DPSSWB",
    "/share/post/blog_1",
    "/share/post/blog_1/cover.jpg?school=DPSSWB",
    "/api/image/media_abc?w=480",
  ])("drops %s", (url) => expect(url).toMatch(pattern));

  it.each([
    "/api/blog/All/DPSSWB2",
    "/api/blog/All/DPSSWBX?page=2",
    "/api/innerBlog?id=blog_10",
    "/api/innerBlog?xid=blog_1",
    "/api/innerBlog?id=blog_",
    "/api/news/DPSSWB",
    "/share/post/blog_12",
    "/api/image/media_abcd",
  ])("keeps %s", (url) => expect(url).not.toMatch(pattern));

  it("escapes what a regular expression would read otherwise: the feed's dot matches only a dot", () => {
    const feeds = new RegExp(banPattern(changedAnswers(change("news"), OWN).answers));
    expect("/api/news/DPSSWB.rss").toMatch(feeds);
    expect("/api/news/DPSSWBxrss").not.toMatch(feeds);
  });
});

it("sends one BAN per change to each node, and one PURGE per exact address", () => {
  const { answers, addresses } = changedAnswers(change("news"), OWN);
  expect(nodeRequests("BAN", answers, addresses)).toEqual([
    { method: "BAN", path: "/", headers: { "X-Ban-Path": banPattern(answers) } },
  ]);
  expect(nodeRequests("PURGE", answers, addresses)).toEqual(
    addresses.map((path) => ({ method: "PURGE", path, headers: {} })),
  );
});

it("asks Cloudflare for full public addresses, 30 a call", () => {
  const addresses = Array.from({ length: 31 }, (_, index) => `/api/image/m${index}`);
  const batches = cloudflareBatches("https://api.school.example", addresses);
  expect(batches.map((batch) => batch.files.length)).toEqual([30, 1]);
  expect(batches[1].files).toEqual(["https://api.school.example/api/image/m30"]);
});
