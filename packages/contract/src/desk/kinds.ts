/**
 * What staff can publish at the desk: one entry per kind, with the contract's write schema of its
 * entity, which checks both the desk's forms (in the browser) and the write API (on the server).
 *
 * A record at the desk is the public entity of SPEC §3 with `id` in place of `_id`; attachments are
 * attachment ids from POST /api/desk/media, in order (the first is the cover, the linked file or
 * the photo, as SPEC says for each kind).
 */
import type * as z from "zod/mini";
import { alertWrite } from "../entities/alert";
import { birthdayWrite } from "../entities/birthday";
import { blogWrite } from "../entities/blog";
import { calendarWrite } from "../entities/calendar";
import { certificateWrite } from "../entities/certificate";
import { eventWrite } from "../entities/event";
import { galleryWrite } from "../entities/gallery";
import { highlightWrite } from "../entities/highlight";
import { newsWrite } from "../entities/news";
import { registrationWrite } from "../entities/registration";
import { submissionWrite } from "../entities/submission";
import { topperWrite } from "../entities/topper";
import { bodyErrors } from "./bodyErrors";
import { isObject, sentFields, writeBody } from "./writeBody";

/** What an attachment of a kind may be: images, PDFs, or either. */
export type AttachmentKind = "image" | "pdf" | "any";

export interface DeskKind {
  /** The path segment of the write API and of the desk's screens: /api/desk/{name}. */
  name: KindName;
  label: string;
  /** The public entity kind it writes (the service's db/entities.ts), or null for the
   * kinds kept elsewhere (certificates, submissions). */
  entity: string | null;
  /** Who may use it: editors publish content; admins also handle personal data. */
  role: "editor" | "admin";
  schema: WriteSchema | null;
  /** What each attachment list may hold. */
  attachments: Record<string, AttachmentKind>;
  /** Fields `q` searches, and the default order of lists. */
  search: string[];
  sort: { field: string; order: "ASC" | "DESC" };
  /** The public page that shows a record, as a path of the site. */
  publicPath: (record: Record<string, unknown>) => string;
}

/** A kind's write schema (../entities/), which the write API and the desk's forms apply. */
export type WriteSchema = z.ZodMiniObject;

const schemas = {
  highlights: highlightWrite,
  news: newsWrite,
  events: eventWrite,
  birthdays: birthdayWrite,
  gallery: galleryWrite,
  toppers: topperWrite,
  blog: blogWrite,
  calendar: calendarWrite,
  registrations: registrationWrite,
  alerts: alertWrite,
  certificates: certificateWrite,
  submissions: submissionWrite,
};

export type DeskRecord<K extends KindName> = z.output<(typeof schemas)[K]> & { id: string };

/** The kinds' names (DESK_KINDS, one schema each): a type only, for the desk's screens to be typed against. */
export type KindName = keyof typeof schemas;
/** The fields of a kind's records, as its schema lists them; of several kinds, every field of any of them. */
export type KindField<K extends KindName> = K extends KindName ? keyof (typeof schemas)[K]["shape"] & string : never;
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
    publicPath: (r) => withId("/news-details", r),
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
    name: "alerts",
    label: "Urgent notices",
    entity: "alert",
    role: "editor",
    schema: schemas.alerts,
    attachments: {},
    search: ["title", "message"],
    sort: { field: "startsAt", order: "DESC" },
    publicPath: () => "/",
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

/** The fields of a body sent to write an item, checked by the kind's schema, or the messages of
 * every field that fails (bodyErrors.ts); `message` says what is wrong with a body that is not an
 * object at all. */
export function validateRecord(
  kind: DeskKind,
  body: unknown,
): { value: Record<string, unknown>; errors: Record<string, string>; message?: string } {
  if (!kind.schema) return { value: {}, errors: { "": "This kind cannot be written." } };
  const sent = sentFields(body);
  const read = isObject(sent) ? writeBody({ ...kind, schema: kind.schema }).safeParse(sent) : null;
  if (read?.success) return { value: read.data, errors: {} };
  const { message, errors } = bodyErrors(kind, sent, read?.error.issues ?? []);
  return { value: {}, errors, ...(message ? { message } : {}) };
}
