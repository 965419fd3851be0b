/** News: on /news, and the newest on the home page. */
import { description, files, formScreen, title } from "../../screens";

export const newsScreen = formScreen("news", {
  titleField: "title",
  fields: [
    title,
    { source: "fromDate", label: "Date", type: "date" },
    description,
    files("Optional. Visitors can download the first file, for example a PDF letter."),
  ],
  columns: ["title", "fromDate"],
  // The home page shows the service's 10 newest (/api/news/{code}).
  homeNews: { sort: { field: "fromDate", order: "DESC" }, perPage: 10 },
  whereShown: (item, { homeNews }) => (homeNews?.has(String(item.id)) ? "On /news and the home page" : "On /news"),
});
