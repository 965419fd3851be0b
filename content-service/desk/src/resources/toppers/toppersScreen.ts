/** Toppers: the Class X and Class XII board results, on their pages and the home page. */
import { TOPPER_CLASSES } from "@school/contract/categories";
import { choices, formScreen } from "../../screens";

export const toppersScreen = formScreen("toppers", {
  titleField: "name",
  fields: [
    { source: "name", label: "Pupil's name", type: "text" },
    {
      source: "class",
      label: "Class",
      type: "choice",
      choices: choices(TOPPER_CLASSES, { X: "Class X", XII: "Class XII" }),
    },
    { source: "sessionYear", label: "Session", type: "text", help: "Such as 2024-2025." },
    { source: "stream", label: "Stream", type: "text", help: "Science, Commerce or Humanities; empty for Class X." },
    { source: "division", label: "Score (per cent)", type: "number" },
    { source: "attachments", label: "Photo", type: "upload" },
  ],
  columns: ["name", "class", "sessionYear", "division"],
  filters: ["class"],
  whereShown: (item) => (item.class === "X" ? "On /x-topper and the home page" : "On /xii-topper and the home page"),
});
