/**
 * How each kind of content looks at the desk: the words staff read for its fields, in school-office
 * language, and which input each field gets. What a valid value is comes from the shared schema
 * (content-service/src/desk/kinds.ts), never from here.
 */
import { GALLERY_CATEGORIES, HIGHLIGHT_CATEGORIES, TOPPER_CLASSES } from "../../src/desk/kinds";

export type InputType = "text" | "longText" | "html" | "date" | "number" | "choice" | "upload";

export interface Choice {
  id: string;
  name: string;
}

export interface FieldScreen {
  /** The record's field (SPEC §3). */
  source: string;
  label: string;
  type: InputType;
  help?: string;
  choices?: readonly Choice[];
}

export interface KindScreen {
  /** One item, in a sentence: "Delete this album?" */
  singular: string;
  /** The field that names an item in titles and confirmations. */
  titleField: string;
  fields: FieldScreen[];
  /** Columns of the list, in order (fields of `fields`, or createdAt). */
  columns: string[];
  /** Choice fields offered as list filters besides the search box. */
  filters?: string[];
}

const choices = <T extends string>(ids: readonly T[], names: Record<T, string>): Choice[] =>
  ids.map((id) => ({ id, name: names[id] }));

const title: FieldScreen = { source: "title", label: "Title", type: "text" };
const description: FieldScreen = { source: "description", label: "Text", type: "longText" };
const date: FieldScreen = { source: "date", label: "Date", type: "date" };
const files = (help: string): FieldScreen => ({ source: "attachments", label: "Files", type: "upload", help });

export const KIND_SCREENS: Record<string, KindScreen> = {
  highlights: {
    singular: "highlight or notice",
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
  },
  news: {
    singular: "news item",
    titleField: "title",
    fields: [
      title,
      { source: "fromDate", label: "Date", type: "date" },
      description,
      files("Optional. Visitors can download the first file, for example a PDF letter."),
    ],
    columns: ["title", "fromDate"],
  },
  events: {
    singular: "event",
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
  },
  birthdays: {
    singular: "birthday",
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
  },
  gallery: {
    singular: "album",
    titleField: "title",
    fields: [
      {
        source: "category",
        label: "Where it appears",
        type: "choice",
        choices: choices(GALLERY_CATEGORIES, {
          PhotoGallery: "Photo gallery",
          RecentActivities: "Recent activities",
          SportsCorner: "Sports corner",
        }),
      },
      title,
      date,
      description,
      { source: "attachments", label: "Photos", type: "upload", help: "The first photo is the album's cover." },
    ],
    columns: ["title", "category", "date"],
    filters: ["category"],
  },
  toppers: {
    singular: "topper",
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
  },
  blog: {
    singular: "blog post",
    titleField: "title",
    fields: [
      title,
      date,
      {
        source: "description",
        label: "Post",
        type: "html",
        help: "Paragraphs in <p>…</p>; <b>, <i>, <a href> and lists are kept, anything else is removed.",
      },
      { source: "attachments", label: "Pictures", type: "upload", help: "The first picture is the post's cover." },
      {
        source: "alt",
        label: "What the first picture shows",
        type: "text",
        help: "One sentence for visitors who cannot see it.",
      },
    ],
    columns: ["title", "date"],
  },
  calendar: {
    singular: "calendar date",
    titleField: "title",
    fields: [title, date, files("Optional files, such as the day's circular.")],
    columns: ["title", "date"],
  },
  registrations: {
    singular: "registration link",
    titleField: "title",
    fields: [
      title,
      {
        source: "url",
        label: "Address of the registration page",
        type: "text",
        help: "The full address, starting with https://.",
      },
      files("Optional files, such as the prospectus."),
    ],
    columns: ["title", "url"],
  },
  certificates: {
    singular: "transfer certificate",
    titleField: "name",
    fields: [
      { source: "admission", label: "Admission number", type: "text" },
      {
        source: "name",
        label: "Student full name",
        type: "text",
        help: "As the parent will type it on the transfer certificate page.",
      },
      {
        source: "image",
        label: "Certificate",
        type: "upload",
        help:
          "A photo or scan of the signed certificate. " +
          "Only the parent who knows both the number and the name can download it.",
      },
    ],
    columns: ["admission", "name", "createdAt"],
  },
};
