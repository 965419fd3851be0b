/** How an entry of the audit log reads at the desk: its action and kind in the office's words, and
 * what changed, field by field, under the labels staff know from the forms. */
import { KIND_NOUNS } from "@school/contract/desk/kindNouns";
import { DESK_KINDS } from "@school/contract/desk/kinds";
import { ADMIN_SCREENS } from "../../adminScreens";
import { isKindName, labelOf, screenOf } from "../../kindScreens";
import { indiaTimeText } from "@school/contract/indiaTime";

export interface Choice {
  id: string;
  name: string;
}

export const ACTIONS: Choice[] = [
  { id: "create", name: "Added" },
  { id: "update", name: "Changed" },
  { id: "delete", name: "Deleted" },
  { id: "upload", name: "Uploaded" },
  { id: "sign-in", name: "Signed in" },
  { id: "sign-out", name: "Signed out" },
  { id: "sign-in-failed", name: "Sign-in refused" },
  { id: "sign-in-locked", name: "Sign-in refused: locked out" },
  { id: "disable", name: "Disabled" },
  { id: "enable", name: "Enabled" },
  { id: "reset-password", name: "Password reset" },
  { id: "change-password", name: "Own password changed" },
  { id: "retention", name: "Removed after the retention period" },
];
/** The kinds of DESK_KINDS; the two upload stores, which are written but have no screen; and the
 * personal data the retention sweep removes. */
export const KINDS: Choice[] = [
  ...DESK_KINDS.map((kind) => ({ id: kind.name, name: kind.label })),
  { id: "media", name: "Photos and files" },
  { id: "certificate-images", name: "Certificate scans" },
  { id: "personal-data", name: "Personal data" },
  { id: "staff", name: "Staff" },
  { id: "school", name: "Schools" },
];

/** The name of a choice, or the raw value when the log holds one the desk does not know. */
export const nameOf = (choices: readonly Choice[], id: unknown) =>
  choices.find((choice) => choice.id === id)?.name ?? (id == null ? "" : String(id));

/** One line of an entry's summary: "Added: News", or "Signed in" for an entry without a kind. */
export const entrySummary = (action: unknown, kind: unknown) =>
  `${nameOf(ACTIONS, action)}${kind ? `: ${nameOf(KINDS, kind)}` : ""}`;

/** What an upload entry records: never the file, only what it was. */
const UPLOAD_LABELS: Record<string, string> = { type: "File type", bytes: "Size in bytes" };
/** What a retention entry records: how much was removed, and the oldest date kept. */
const RETENTION_LABELS: Record<string, string> = {
  enquiries: "Enquiries removed",
  applications: "Applications removed",
  resumes: "Résumés removed",
  certificateLinks: "Expired certificate links removed",
  certificateScans: "Unused certificate scans removed",
  signInAddresses: "Sign-in addresses forgotten",
  before: "Received before",
  retentionDays: "Kept for (days)",
};

/** What a school's entry records (npm run school, or an owner at the desk). */
const SCHOOL_LABELS: Record<string, string> = { code: "Code", name: "Name", siteUrl: "Public site's address" };
/** What a staff account's entry records: never a password. */
const STAFF_LABELS: Record<string, string> = { email: "E-mail address", role: "Role" };
/** What a refused sign-in records (an entry without a kind): why, and the lockout. */
const SIGN_IN_LABELS: Record<string, string> = {
  reason: "Why",
  lockedUntil: "Locked out until",
  tries: "Tries while locked out",
  emails: "E-mail addresses tried",
  lastTry: "Last try",
};
/** Recorded moments, shown as the office reads a time. */
const MOMENTS = new Set(["lockedUntil", "lastTry"]);

/** The label a screen gives a field of a kind (resources/<kind>/), or the field's own name when none shows it. */
export function fieldLabel(kind: unknown, field: string): string {
  if (kind == null) return SIGN_IN_LABELS[field] ?? field;
  if (kind === "staff") return STAFF_LABELS[field] ?? field;
  if (kind === "school") return SCHOOL_LABELS[field] ?? field;
  if (kind === "media" || kind === "certificate-images") return UPLOAD_LABELS[field] ?? field;
  if (kind === "personal-data") return RETENTION_LABELS[field] ?? field;
  return (isKindName(kind) ? labelOf(kind, field) : undefined) ?? field;
}

/** A stored value as text: lists of ids joined, yes and no for booleans, a dash for nothing. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null || value === "") return "—";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.length ? value.map(shownValue).join(", ") : "—";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

export interface ChangeLine {
  field: string;
  text: string;
}

/** What an entry changed: for a change, each field as "before → after"; for an addition or a
 * deletion, each field of the item. Null when nothing was recorded (signing in and out). */
export function changeLines(action: unknown, kind: unknown, changes: unknown): ChangeLine[] | null {
  if (!changes || typeof changes !== "object" || Array.isArray(changes)) return null;
  const entries = Object.entries(changes as Record<string, unknown>);
  if (!entries.length) return null;
  return entries.map(([field, value]) => ({
    field: fieldLabel(kind, field),
    text:
      action === "update" && Array.isArray(value) && value.length === 2
        ? `${shownValue(value[0])} → ${shownValue(value[1])}`
        : MOMENTS.has(field) && typeof value === "string"
          ? indiaTimeText(value)
          : shownValue(value),
  }));
}

/** One item of a kind, in a sentence: "Album", "Staff account". */
const NOUNS: Record<string, string> = {
  media: "photo or file",
  "certificate-images": "certificate scan",
  staff: "staff account",
};
const nounOf = (kind: string) =>
  NOUNS[kind] ?? (isKindName(kind) ? KIND_NOUNS[kind] : undefined) ?? ADMIN_SCREENS[kind]?.singular ?? kind;
const capitalised = (text: string) => (text ? `${text[0].toUpperCase()}${text.slice(1)}` : text);

type Entry = {
  kind?: unknown;
  label?: unknown;
  itemId?: unknown;
  address?: unknown;
  partOfKind?: unknown;
  partOfLabel?: unknown;
  removed?: unknown;
};

/** An item by its kind's noun and its name: Album “Annual Sports Day”; an enquiry by its type and day
 * alone (its label says so: its screen's `labelSaysWhat`). */
const named = (kind: string, label: string) =>
  isKindName(kind) && screenOf(kind).labelSaysWhat ? label : `${capitalised(nounOf(kind))} “${label}”`;

/** An upload by its file's name and the item using it, while the school keeps the file (the
 * service reads both when the log is asked for: a file's name may name a pupil). */
function uploadItem({ label, itemId, partOfKind, partOfLabel, removed }: Entry): string {
  if (removed === true) return `A photo or file no longer kept (${String(itemId ?? "")})`;
  const file =
    typeof label === "string" && label ? `Photo or file “${label}”` : `Photo or file ${String(itemId ?? "")}`;
  if (typeof partOfKind !== "string" || !partOfKind) return `${file}, in no item`;
  const item =
    typeof partOfLabel === "string" && partOfLabel ? named(partOfKind, partOfLabel) : capitalised(nounOf(partOfKind));
  return `${file} in ${item}`;
}

/** What an entry is about, by the name it had then: "Album “Annual Sports Day”"; an upload by its
 * file and item; a sign-in by the address it came from. An entry recorded before names were kept
 * shows its item's id. */
export function entryItem(entry: Entry): string {
  const { kind, label, itemId, address } = entry;
  if (kind === "media" && "removed" in entry) return uploadItem(entry);
  if (typeof kind === "string" && kind) {
    if (typeof label === "string" && label) return named(kind, label);
    if (itemId != null && itemId !== "") return `${capitalised(nounOf(kind))} ${String(itemId)}`;
    return "";
  }
  return typeof address === "string" && address ? `from ${address}` : "";
}

/** An entry in one line, for a phone's list: "Changed: Album “Annual Sports Day”". */
export function entryHeadline(entry: Entry & { action?: unknown }): string {
  const item = entryItem(entry);
  return item ? `${nameOf(ACTIONS, entry.action)}: ${item}` : entrySummary(entry.action, entry.kind);
}
