import { EditButton, useRecordContext } from "react-admin";

/** "Edit", named after its item for screen readers, which list every row's button alike. */
export function EditItemButton({ titleField }: { titleField: string; label?: string }) {
  const record = useRecordContext();
  return <EditButton label="Edit" aria-label={`Edit ${String(record?.[titleField] ?? "")}`} />;
}
