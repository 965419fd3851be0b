/** Events: listed from their date on, and kept in the school calendar once past. */
import { description, files, formScreen, title } from "../../screens";

export const eventsScreen = formScreen("events", {
  titleField: "title",
  fields: [
    title,
    { source: "date", label: "Date", type: "date" },
    { source: "toDate", label: "Last date", type: "date", help: "Only for an event over several days." },
    {
      source: "time",
      label: "Time",
      type: "text",
      help: "Written like 08:00 am or 4:30 pm. Leave it empty for an all-day event: the site then says All day.",
    },
    { source: "venue", label: "Place", type: "text" },
    description,
    { source: "images", label: "Pictures", type: "upload", help: "The first picture is shown with the event." },
    files("Optional files to download, such as a circular."),
  ],
  columns: ["title", "date", "venue"],
  // /events and the home page list events from their date on (/api/events/{code}: date on or
  // after today); /school-calendar shows every event in its month.
  whereShown: (item, { today }) =>
    typeof item.date === "string" && item.date >= today
      ? "On /events, /school-calendar and the home page"
      : "Past: only on /school-calendar",
  attention: (today) => ({
    label: "Past events",
    hint:
      "Their date has passed: /events and the home page no longer show them, the school calendar still does. " +
      "Delete those the school need not keep.",
    filter: { date_lt: today },
  }),
});
