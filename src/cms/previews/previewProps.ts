import type { PreviewTemplateComponentProps } from "decap-cms-core";

export type PreviewProps = PreviewTemplateComponentProps;

/** The entry being edited, as plain data (Decap holds it as Immutable maps). */
export function entryData(entry: PreviewProps["entry"]): unknown {
  const data = entry.get("data") as { toJS?: () => unknown } | undefined;
  return data?.toJS ? data.toJS() : data;
}
