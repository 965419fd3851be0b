import { whereShown } from "../../desk/src/lib/whereShown";

const site = { today: "2026-11-25" };

it.each([
  ["highlights", { category: "Highlight" }, "On the home page, in the moving line"],
  ["highlights", { category: "Notice" }, "On /careercounseling"],
  ["events", { date: "2026-11-25" }, "On /events, /school-calendar and the home page"],
  ["events", { date: "2026-12-01" }, "On /events, /school-calendar and the home page"],
  ["events", { date: "2026-11-24" }, "Past: only on /school-calendar"],
  ["birthdays", { name: "Asha" }, "On the home page, every day until deleted"],
  ["birthdays", { name: "Asha", day: "26 July" }, "On the home page on 26 July"],
  ["gallery", { category: "PhotoGallery" }, "On /gallery and the home page"],
  ["gallery", { category: "RecentActivities" }, "On /recent-activities"],
  ["gallery", { category: "SportsCorner" }, "On /sports-corner"],
  ["toppers", { class: "X" }, "On /x-topper and the home page"],
  ["toppers", { class: "XII" }, "On /xii-topper and the home page"],
  ["blog", {}, "On /blog-post, with a page of its own"],
  ["calendar", {}, "On /school-calendar"],
  ["registrations", {}, "On /online-application-process and the home page"],
  ["certificates", {}, "Never listed: a parent downloads it on /student-tc"],
  ["audit", {}, ""],
])("%p %p reads %p", (kind, item, words) => {
  expect(whereShown(kind, item, site)).toBe(words);
});

it("puts news on the home page only while it is among the 10 newest the home page shows", () => {
  const homeNews = new Set(["news_new"]);
  expect(whereShown("news", { id: "news_new" }, { ...site, homeNews })).toBe("On /news and the home page");
  expect(whereShown("news", { id: "news_old" }, { ...site, homeNews })).toBe("On /news");
  // Until the desk knows which are the newest, it claims no more than /news.
  expect(whereShown("news", { id: "news_new" }, site)).toBe("On /news");
});
