/**
 * What a kind's screens at the desk say and show, typed against the kind's fields in the shared schema
 * (@school/contract/desk/kinds): each field of a kind is on its screen, or in its `hidden` list with a
 * comment saying why, or `npm run typecheck` fails. Each kind fills one in, in its own folder
 * (resources/<kind>/), as react-admin's demo keeps each resource's screens; kindScreens.ts gathers them.
 * Nothing here says what a valid value is: that is the shared schema's, never the desk's.
 */
import type { ComponentType } from "react";
import type { KindField, KindName } from "@school/contract/desk/kinds";
import type { CountLine } from "./lib/attention";
import type { UploadField } from "./lib/uploadFields";
import type { SiteToday } from "./lib/whereShown";

export type InputType = "text" | "longText" | "html" | "date" | "dateTime" | "number" | "choice" | "upload";

export interface Choice {
  id: string;
  name: string;
}

/** A field in the desk's words. */
export interface FieldLabel<F extends string = string> {
  /** The record's field (SPEC §3). */
  source: F;
  label: string;
}

/** A field of a generic form: its words, and which input it gets. */
export interface FieldScreen<F extends string = string> extends FieldLabel<F> {
  type: InputType;
  help?: string;
  choices?: readonly Choice[];
}

/** What the whole desk says of a kind, whichever screens show it. */
interface ScreenBase<K extends KindName, Field extends FieldLabel<KindField<K>>> {
  /** The fields the screens show, in order. */
  fields: readonly Field[];
  /** The fields the desk deliberately does not show, each with a comment saying why. */
  hidden: readonly KindField<K>[];
  /** Where a visitor finds an item on the public site, in a few words for the list; none for a kind
   * the site does not list. */
  whereShown?: (item: Record<string, unknown>, site: SiteToday) => string;
  /** The home screen's line of this kind's items that need tidying, from the office's today ("YYYY-MM-DD"). */
  attention?: (today: string) => Omit<CountLine, "resource">;
  /** Where the kind's files go, when not as its published attachment lists (DeskKind.attachments) do. */
  uploads?: readonly (UploadField & { source: KindField<K> })[];
  /** Names of what the kind's records hold besides its schema's fields, for the audit log. */
  otherLabels?: Readonly<Record<string, string>>;
  /** Whether the audit log's label of an item already says what it is ("Enquiry received 2026-05-03"), so that
   * no noun goes before it. */
  labelSaysWhat?: boolean;
}

/** A kind staff write with the desk's generic forms (resources/KindList, KindEdit, KindCreate). */
export interface FormScreen<K extends KindName = FormKindName> extends ScreenBase<K, FieldScreen<KindField<K>>> {
  /** The field that names an item in titles and confirmations. */
  titleField: KindField<K>;
  /** Columns of the list, in order (fields of `fields`, or createdAt). */
  columns: readonly (KindField<K> | "createdAt")[];
  /** What a new item's form starts with at `now`; without it, its first date field starts at today. */
  startsWith?: (now: Date) => Partial<Record<KindField<K>, string>>;
  /** Choice fields offered as list filters besides the search box. */
  filters?: readonly KindField<K>[];
  /** The address the desk reads an item's stored file from, when the kind keeps its files privately (`uploads`). */
  privateFileUrl?: (record: Record<string, unknown>) => string | null;
  /** A line above the list (the notices' phones by level). */
  listNote?: ComponentType;
  /** A line at the top of an item's form (how a notice's pushes went). */
  editNote?: ComponentType;
  /** The items the home page shows, as a query of the kind's list, when `whereShown` tells them apart
   * (SiteToday.homeNews). */
  homeNews?: { sort: { field: KindField<K>; order: "ASC" | "DESC" }; perPage: number };
}

/** A kind with screens of its own (resources/<kind>/) rather than the generic forms: what the rest of the desk
 * (menu, home screen, audit log) says of it, and which fields those screens show. */
export type OwnScreens<K extends KindName> = ScreenBase<K, FieldLabel<KindField<K>>>;

/** Any kind's screens, as the parts of the desk that serve every kind read them. */
export type AnyKindScreen = ScreenBase<KindName, FieldLabel<KindField<KindName>>>;

/** The kinds whose screens are their own: an enquiry or application is read and marked handled
 * (resources/submissions/), never written in a form. */
export type OwnScreensKind = Extract<KindName, "submissions">;
/** The kinds written with the generic forms. */
export type FormKindName = Exclude<KindName, OwnScreensKind>;
/** A kind's screens, by its name. */
export type KindScreen<K extends KindName> = K extends OwnScreensKind ? OwnScreens<K> : FormScreen<K>;

type SourceOf<Field> = Field extends { source: infer Source } ? Source : never;
/** Nothing when every field of kind K is shown or hidden, and once; otherwise a property that the screen lacks,
 * named after the field, so that the check fails there and says which field and why. */
type EveryFieldOnce<K extends KindName, Shown, Hidden> = {
  [
    F in Exclude<KindField<K>, Shown | Hidden> as `${K}.${F} is on no screen: add it to fields, or to hidden with why`
  ]: never;
} & { [F in Extract<Shown, Hidden> & string as `${K}.${F} is both shown and hidden`]: never };

/** A kind's generic forms. `_kind` names the kind whose fields the screen must list. */
export function formScreen<
  K extends FormKindName,
  const Fields extends readonly FieldScreen<KindField<K>>[],
  const Hidden extends readonly KindField<K>[] = [],
>(
  _kind: K,
  screen: Omit<FormScreen<K>, "fields" | "hidden"> & { fields: Fields; hidden?: Hidden } & EveryFieldOnce<
      K,
      NoInfer<SourceOf<Fields[number]>>,
      NoInfer<Hidden[number]>
    >,
): FormScreen<K> {
  return { ...screen, hidden: screen.hidden ?? [] };
}

/** What the desk says of a kind with screens of its own, and which of its fields they show (`_kind`). */
export function ownScreens<
  K extends OwnScreensKind,
  const Fields extends readonly FieldLabel<KindField<K>>[],
  const Hidden extends readonly KindField<K>[] = [],
>(
  _kind: K,
  screen: Omit<OwnScreens<K>, "fields" | "hidden"> & { fields: Fields; hidden?: Hidden } & EveryFieldOnce<
      K,
      NoInfer<SourceOf<Fields[number]>>,
      NoInfer<Hidden[number]>
    >,
): OwnScreens<K> {
  return { ...screen, hidden: screen.hidden ?? [] };
}

/** Items of choice fields, from the schema's values and the desk's words for them. */
export const choices = <T extends string>(ids: readonly T[], names: Record<T, string>): Choice[] =>
  ids.map((id) => ({ id, name: names[id] }));

/** Fields several kinds share, in the same words. */
export const title: FieldScreen<"title"> = { source: "title", label: "Title", type: "text" };
export const description: FieldScreen<"description"> = { source: "description", label: "Text", type: "longText" };
export const date: FieldScreen<"date"> = { source: "date", label: "Date", type: "date" };
export const files = (help: string): FieldScreen<"attachments"> => ({
  source: "attachments",
  label: "Files",
  type: "upload",
  help,
});
