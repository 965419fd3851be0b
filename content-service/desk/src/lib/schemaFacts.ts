/** Facts the desk's forms read from a kind's shared schema (its JSON Schema), so that they are stated once. */
import { kindBody } from "@school/contract/desk/kindBody";
import { type DeskKind } from "@school/contract/desk/kinds";

/** Whether the schema requires a field: one that must be sent, or a list that needs at least one entry. */
export function isRequiredField(kind: DeskKind, field: string): boolean {
  const body = kindBody(kind);
  return (body.required ?? []).includes(field) || (body.properties[field]?.minItems ?? 0) > 0;
}

/** The most entries a list field may hold, when the schema sets one. */
export const maxEntries = (kind: DeskKind, field: string): number | undefined =>
  kindBody(kind).properties[field]?.maxItems;
