/** Birthdays: the home page greets each pupil on their day, every year. */
import { formScreen } from "../../screens";

export const birthdaysScreen = formScreen("birthdays", {
  titleField: "name",
  fields: [
    { source: "name", label: "Pupil's name", type: "text" },
    { source: "class", label: "Class", type: "text", help: "For example VII B." },
    {
      source: "day",
      label: "Birthday",
      type: "text",
      help:
        "The day, then the month: 26 July or 26/07. No year is needed or kept. " +
        "The home page greets the pupil on this day every year; leave the birthday here for next year.",
    },
    { source: "attachments", label: "Photo", type: "upload" },
  ],
  columns: ["name", "class", "day"],
  // A birthday with its day ("26 July") is greeted on that day; one without, every day.
  whereShown: (item) =>
    typeof item.day === "string" && item.day
      ? `On the home page on ${item.day}`
      : "On the home page, every day until deleted",
  // A birthday with its day is greeted on that day and kept for next year: only one without a day (from before
  // the desk asked for it) is shown every day, and needs tidying.
  attention: () => ({
    label: "Birthdays without a day",
    hint: "The home page shows them every day: give each its day, or delete it.",
    filter: { day_empty: true },
  }),
});
