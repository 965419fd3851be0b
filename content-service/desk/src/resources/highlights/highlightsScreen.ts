/** Highlights and notices: one line each, in the home page's moving line or on the career counselling page. */
import { HIGHLIGHT_CATEGORIES } from "@school/contract/categories";
import { choices, files, formScreen, title } from "../../screens";

export const highlightsScreen = formScreen("highlights", {
  titleField: "title",
  fields: [
    {
      source: "category",
      label: "Where it appears",
      type: "choice",
      choices: choices(HIGHLIGHT_CATEGORIES, {
        Highlight: "Highlight: the moving line on the home page",
        Notice: "Notice: the career counselling page",
      }),
    },
    title,
    { source: "fromDate", label: "Date", type: "date" },
    files("The first file opens when a visitor clicks the title."),
  ],
  columns: ["title", "category", "fromDate"],
  filters: ["category"],
  whereShown: (item) => (item.category === "Notice" ? "On /careercounseling" : "On the home page, in the moving line"),
});
