/** The school calendar's dates. */
import { date, files, formScreen, title } from "../../screens";

export const calendarScreen = formScreen("calendar", {
  titleField: "title",
  fields: [title, date, files("Optional files, such as the day's circular.")],
  columns: ["title", "date"],
  whereShown: () => "On /school-calendar",
});
