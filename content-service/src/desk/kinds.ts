/**
 * What staff can publish at the desk: one entry per kind, with the one schema that checks both the
 * desk's forms (in the browser) and the write API (on the server). Nothing here may import Node
 * modules: the desk app bundles this file.
 *
 * A record at the desk is the public entity of SPEC §3 with `id` in place of `_id`; attachments are
 * attachment ids from POST /api/desk/media, in order (the first is the cover, the linked file or
 * the photo, as SPEC says for each kind).
 */
import { array, boolean, number, object, string, type AnyObjectSchema, type InferType } from "yup";
import { checkBodyShape } from "./bodyShape";
import { canonicalEventTime, EVENT_TIME } from "@school/contract/eventTime";
import { canonicalMonthDay } from "@school/contract/birthdayDay";
import { isRealDate } from "@school/contract/forms/dateRules";
import { fieldMessages } from "@school/contract/forms/validate";
import { cleanText } from "@school/contract/text";
import { GALLERY_CATEGORIES, HIGHLIGHT_CATEGORIES, TOPPER_CLASSES } from "@school/contract/categories";

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const ATTACHMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Text as the public forms take it (src/lib/forms/validate.ts): without bidirectional controls, and
 * without invisible characters at either end, so a title made only of them is empty. */
const text = (label: string, max: number) =>
  string()
    .transform((value: unknown) => (typeof value === "string" ? cleanText(value) : value))
    .max(max, `${label} must be ${max} characters or fewer.`)
    .test("plain", `${label} must not contain control characters.`, (value) => !value || !CONTROL.test(value));
const requiredText = (label: string, max: number) => text(label, max).required(`Enter the ${label.toLowerCase()}.`);
const date = (label: string) =>
  string()
    .required(`Enter the ${label.toLowerCase()}.`)
    .matches(ISO_DATE, `${label} must be a date (YYYY-MM-DD).`)
    .test("real", `${label} must be a real date.`, (value) => !value || isRealDate(value));
/** SPEC's "08:00 am", the only shape the calendar feed can time; a looser one that names a time
 * ("8:00 AM") is stored in SPEC's shape, anything else is refused rather than made all-day. */
const eventTime = () =>
  string()
    .trim()
    .default("")
    .transform((value: unknown) => (typeof value === "string" ? (canonicalEventTime(value) ?? value) : value))
    .test(
      "time",
      "Time must read like 08:00 am or 4:30 pm (hours, minutes, then am or pm), or be left empty.",
      (value) => !value || EVENT_TIME.test(value),
    );

/** Elements whose content is never shown; the stored post loses them whole (sanitizeBlog.ts). */
const UNSHOWN_ELEMENTS = /<(script|style|textarea|option|noscript|template|iframe|title)\b[\s\S]*?(<\/\1\s*>|$)/gi;
/** Whether HTML holds any words a reader would see. The server checks the post as it will be
 * stored (sanitised first), so this reading only has to be close in the desk's form. */
const hasVisibleText = (html: string) =>
  html
    .replace(UNSHOWN_ELEMENTS, " ")
    .replace(/<[^>]*>?/g, " ")
    .replace(/&(nbsp|#160|#xa0);/gi, " ")
    .trim() !== "";

const attachments = (label: string, max: number) =>
  array(string().required().matches(ATTACHMENT_ID, "Upload the file again."))
    .default([])
    .max(max, `At most ${max} ${label}.`);

/** What an attachment of a kind may be: images, PDFs, or either. */
export type AttachmentKind = "image" | "pdf" | "any";

export interface DeskKind {
  /** The path segment of the write API and of the desk's screens: /api/desk/{name}. */
  name: KindName;
  label: string;
  /** The public entity kind it writes (content-service/src/db/entities.ts), or null for the
   * kinds kept elsewhere (certificates, submissions). */
  entity: string | null;
  /** Who may use it: editors publish content; admins also handle personal data. */
  role: "editor" | "admin";
  schema: AnyObjectSchema | null;
  /** What each attachment list may hold. */
  attachments: Record<string, AttachmentKind>;
  /** Fields `q` searches, and the default order of lists. */
  search: string[];
  sort: { field: string; order: "ASC" | "DESC" };
  /** The public page that shows a record, as a path of the site. */
  publicPath: (record: Record<string, unknown>) => string;
}

const schemas = {
  highlights: object({
    category: string()
      .required("Choose Highlight or Notice.")
      .oneOf([...HIGHLIGHT_CATEGORIES], "Choose Highlight or Notice."),
    title: requiredText("Title", 200),
    fromDate: date("Date"),
    attachments: attachments("files", 5),
  }),
  news: object({
    title: requiredText("Title", 200),
    description: text("Description", 5000).default(""),
    fromDate: date("Date"),
    attachments: attachments("files", 5),
  }),
  events: object({
    title: requiredText("Title", 200),
    description: text("Description", 5000).default(""),
    date: date("Date"),
    toDate: string()
      .default("")
      .test("date", "Last date must be a date (YYYY-MM-DD).", (value) => !value || ISO_DATE.test(value))
      .test("real", "Last date must be a real date.", (value) => !value || !ISO_DATE.test(value) || isRealDate(value))
      .test("order", "Last date cannot be before the date.", function (value) {
        return !value || !this.parent.date || value >= this.parent.date;
      }),
    time: eventTime(),
    venue: text("Venue", 200).default(""),
    images: attachments("pictures", 10),
    attachments: attachments("files", 5),
  }),
  birthdays: object({
    name: requiredText("Name", 100),
    class: requiredText("Class", 30),
    // The day and month only ("26 July"): the site needs no more to greet the pupil each year, and a
    // child's year of birth beside the name, class and photo is not for the public API.
    day: string()
      .trim()
      .required("Enter the birthday: the day and then the month, such as 26 July.")
      .transform((value: unknown) => (typeof value === "string" ? (canonicalMonthDay(value) ?? value) : value))
      .test(
        "day",
        "Write the day and then the month, such as 26 July or 26/07.",
        (value) => !value || canonicalMonthDay(value) === value,
      ),
    attachments: attachments("photos", 1),
  }),
  gallery: object({
    category: string()
      .required("Choose where the album appears.")
      .oneOf([...GALLERY_CATEGORIES], "Choose where the album appears."),
    title: requiredText("Title", 200),
    date: date("Date"),
    description: text("Description", 5000).default(""),
    attachments: attachments("photos", 200).min(1, "Add at least one photo."),
  }),
  toppers: object({
    name: requiredText("Name", 100),
    stream: text("Stream", 50).default(""),
    division: number()
      .typeError("Score must be a number.")
      .required("Enter the score.")
      .min(0, "Score must be between 0 and 100.")
      .max(100, "Score must be between 0 and 100."),
    class: string()
      .required("Choose X or XII.")
      .oneOf([...TOPPER_CLASSES], "Choose X or XII."),
    sessionYear: string()
      .required("Enter the session, such as 2024-2025.")
      .matches(/^\d{4}-\d{4}$/, "Enter the session, such as 2024-2025.")
      .test("consecutive", "The session's years must follow each other, such as 2024-2025.", (value) => {
        const [from, to] = (value ?? "").split("-").map(Number);
        return to === from + 1;
      }),
    attachments: attachments("photos", 1),
  }),
  blog: object({
    title: requiredText("Title", 200),
    // One message whether the field is empty or holds only what sanitising drops: the server
    // checks the sanitised post, the form the typed one, and both must say the same.
    description: string()
      .required("Write the post.")
      .max(100_000, "The post must be 100,000 characters or fewer.")
      .test("words", "Write the post.", (value) => !value || hasVisibleText(value)),
    date: date("Date"),
    attachments: attachments("pictures", 10),
    alt: text("Picture description", 200).default(""),
  }),
  calendar: object({
    title: requiredText("Title", 200),
    date: date("Date"),
    attachments: attachments("files", 5),
  }),
  registrations: object({
    title: requiredText("Title", 200),
    url: string()
      .trim()
      .required("Enter the address of the registration page.")
      .max(500, "The address must be 500 characters or fewer.")
      .matches(/^https?:\/\/[^\s]+$/, "Enter a full web address, starting with https://."),
    attachments: attachments("files", 5),
  }),
  certificates: object({
    admission: requiredText("Admission number", 100),
    name: requiredText("Student full name", 200),
    image: string()
      .required("Upload the certificate (a photo or scan).")
      .matches(ATTACHMENT_ID, "Upload the certificate again."),
  }),
  submissions: object({
    handled: boolean().required("Say whether it has been handled.").typeError("Say whether it has been handled."),
  }),
};

export type DeskRecord<K extends keyof typeof schemas> = InferType<(typeof schemas)[K]> & { id: string };

/** The kinds' names (DESK_KINDS, one schema each): a type only, for the desk's screens to be typed against. */
export type KindName = keyof typeof schemas;
/** The fields of a kind's records, as its schema lists them; of several kinds, every field of any of them. */
export type KindField<K extends KindName> = K extends KindName ? keyof (typeof schemas)[K]["fields"] & string : never;
/** A kind as DESK_KINDS must state it: its name with that name's schema. */
type NamedKind = { [K in KindName]: DeskKind & { name: K; schema: (typeof schemas)[K] } }[KindName];

const galleryPage: Record<string, string> = {
  PhotoGallery: "/photo-categories",
  RecentActivities: "/sub-recent-activities",
  SportsCorner: "/sub-sports-corner",
};
const withId = (path: string, record: Record<string, unknown>) =>
  `${path}?id=${encodeURIComponent(String(record.id ?? ""))}`;

export const DESK_KINDS: DeskKind[] = [
  {
    name: "highlights",
    label: "Highlights and notices",
    entity: "highlight",
    role: "editor",
    schema: schemas.highlights,
    attachments: { attachments: "any" },
    search: ["title"],
    sort: { field: "fromDate", order: "DESC" },
    publicPath: (r) => (r.category === "Notice" ? "/careercounseling" : "/"),
  },
  {
    name: "news",
    label: "News",
    entity: "news",
    role: "editor",
    schema: schemas.news,
    attachments: { attachments: "any" },
    search: ["title", "description"],
    sort: { field: "fromDate", order: "DESC" },
    publicPath: () => "/news",
  },
  {
    name: "events",
    label: "Events",
    entity: "event",
    role: "editor",
    schema: schemas.events,
    attachments: { images: "image", attachments: "any" },
    search: ["title", "venue", "description"],
    sort: { field: "date", order: "DESC" },
    publicPath: () => "/events",
  },
  {
    name: "birthdays",
    label: "Birthdays",
    entity: "birthday",
    role: "editor",
    schema: schemas.birthdays,
    attachments: { attachments: "image" },
    search: ["name", "class"],
    sort: { field: "name", order: "ASC" },
    publicPath: () => "/",
  },
  {
    name: "gallery",
    label: "Albums",
    entity: "gallery",
    role: "editor",
    schema: schemas.gallery,
    attachments: { attachments: "image" },
    search: ["title", "description"],
    sort: { field: "date", order: "DESC" },
    publicPath: (r) => withId(galleryPage[String(r.category)] ?? "/photo-categories", r),
  },
  {
    name: "toppers",
    label: "Toppers",
    entity: "topper",
    role: "editor",
    schema: schemas.toppers,
    attachments: { attachments: "image" },
    search: ["name", "stream", "sessionYear"],
    sort: { field: "sessionYear", order: "DESC" },
    publicPath: (r) => (r.class === "X" ? "/x-topper" : "/xii-topper"),
  },
  {
    name: "blog",
    label: "Blog",
    entity: "blog",
    role: "editor",
    schema: schemas.blog,
    attachments: { attachments: "image" },
    search: ["title"],
    sort: { field: "date", order: "DESC" },
    publicPath: (r) => withId("/blog-inner", r),
  },
  {
    name: "calendar",
    label: "School calendar",
    entity: "calendar",
    role: "editor",
    schema: schemas.calendar,
    attachments: { attachments: "any" },
    search: ["title"],
    sort: { field: "date", order: "DESC" },
    publicPath: () => "/school-calendar",
  },
  {
    name: "registrations",
    label: "Registration links",
    entity: "registration",
    role: "editor",
    schema: schemas.registrations,
    attachments: { attachments: "any" },
    search: ["title", "url"],
    sort: { field: "title", order: "ASC" },
    publicPath: () => "/online-application-process",
  },
  {
    name: "certificates",
    label: "Transfer certificates",
    entity: null,
    role: "admin",
    schema: schemas.certificates,
    attachments: {},
    search: ["admission", "name"],
    sort: { field: "createdAt", order: "DESC" },
    publicPath: () => "/student-tc",
  },
  {
    name: "submissions",
    label: "Enquiries and applications",
    entity: null,
    role: "admin",
    schema: schemas.submissions,
    attachments: {},
    search: ["name", "email", "phone", "message"],
    sort: { field: "createdAt", order: "DESC" },
    publicPath: () => "/contact-us",
  },
] satisfies NamedKind[];

export const deskKind = (name: string): DeskKind | undefined => DESK_KINDS.find((kind) => kind.name === name);

/** The first message of every field that fails, as the write API answers them and as react-admin
 * shows them under the fields. Each field's type is checked first (bodyShape.ts): the schema reads
 * only the fields of the right type, so its casts never see a list where text belongs, and a
 * field's type message wins over the schema's. `message` says what is wrong with a body that is
 * not an object at all. */
export function validateRecord(
  kind: DeskKind,
  body: unknown,
): { value: Record<string, unknown>; errors: Record<string, string>; message?: string } {
  if (!kind.schema) return { value: {}, errors: { "": "This kind cannot be written." } };
  const shape = checkBodyShape(kind, body);
  if (shape.message) return { value: {}, errors: {}, message: shape.message };
  let value: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  try {
    value = kind.schema.validateSync(shape.value, { abortEarly: false, stripUnknown: true }) as Record<string, unknown>;
  } catch (error) {
    Object.assign(errors, fieldMessages(error));
  }
  Object.assign(errors, shape.errors);
  return Object.keys(errors).length ? { value: {}, errors } : { value, errors: {} };
}

/** Limits of POST /api/desk/media, checked by the bytes (sharp, pdf-lib), not the name. */
export const UPLOAD_LIMITS = {
  imageBytes: 15 * 1024 * 1024,
  pdfBytes: 10 * 1024 * 1024,
  imageMaxSide: 2000,
  webWidths: [480, 960],
} as const;
