/** Facts the desk's forms read from a kind's shared yup schema, so that they are stated once. */
import { type DeskKind } from "../../../src/desk/kinds";

interface FieldDescription {
  optional?: boolean;
  tests?: { name?: string; params?: Record<string, unknown> | null }[];
}

const describeField = (kind: DeskKind, field: string) =>
  kind.schema?.describe().fields[field] as FieldDescription | undefined;

/** Whether the schema requires a field: not optional, or a list that needs at least one entry. */
export function isRequiredField(kind: DeskKind, field: string): boolean {
  const description = describeField(kind, field);
  if (!description) return false;
  if (description.optional === false) return true;
  return (description.tests ?? []).some((test) => test.name === "min" && Number(test.params?.min) > 0);
}

/** The most entries a list field may hold, when the schema sets one. */
export function maxEntries(kind: DeskKind, field: string): number | undefined {
  const max = describeField(kind, field)?.tests?.find((test) => test.name === "max")?.params?.max;
  return typeof max === "number" ? max : undefined;
}
