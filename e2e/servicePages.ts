/** Every page that reads the content service (the home page has its own tests in
 * home-resilience.spec.ts): a piece of its pre-rendered content, and what it shows
 * in place of the service's data (null: the data's section is simply left out). */
export const SERVICE_PAGES: { route: string; staticText: string; emptyState: string | null }[] = [
  { route: "/news", staticText: "Select Month", emptyState: "No data available for the selected filters." },
  { route: "/events", staticText: "Select Month", emptyState: "No data available for the selected filters." },
  {
    route: "/gallery",
    staticText: "Quick links",
    emptyState: "No photo galleries to show at the moment. Please look again soon.",
  },
  {
    route: "/photo-categories?id=gallery_1",
    staticText: "Back to the gallery",
    emptyState: "This gallery has no photos to show.",
  },
  { route: "/blog-post", staticText: "Quick links", emptyState: "No blogs found." },
  {
    route: "/blog-inner?id=blog_1",
    staticText: "All blog posts",
    emptyState: "Failed to load the blog. Please try again later.",
  },
  {
    route: "/news-details?id=news_1",
    staticText: "All news",
    emptyState: "Failed to load the news item. Please try again later.",
  },
  { route: "/recent-activities", staticText: "Select Year", emptyState: "Photo Title" },
  {
    route: "/sub-recent-activities?id=gallery_7",
    staticText: "Back to Recent Activities",
    emptyState: "Not Available",
  },
  { route: "/sports-corner", staticText: "— The Director", emptyState: "Photo Title" },
  { route: "/sub-sports-corner?id=gallery_13", staticText: "Back to Sports Corner", emptyState: "Not Available" },
  { route: "/xii-topper", staticText: "Session", emptyState: "No toppers found." },
  { route: "/x-topper", staticText: "Session", emptyState: "No toppers found." },
  { route: "/school-calendar", staticText: "days with events are marked", emptyState: "No events this month." },
  {
    route: "/careercounseling",
    staticText: "career counselling cell",
    emptyState: "No notices at the moment. Please check again soon.",
  },
  { route: "/online-application-process", staticText: "Before you start", emptyState: null },
];
