import { DeleteButton, SaveButton, Toolbar, useRecordContext } from "react-admin";
import { UploadProgressNote } from "../components/UploadProgressNote";

/** Save, how far the files are sent, and Delete (asking first: a deletion cannot be undone). */
export function KindToolbar({ singular, titleField }: { singular: string; titleField: string }) {
  const record = useRecordContext();
  const name = record ? String(record[titleField] ?? "") : "";
  return (
    <Toolbar sx={{ flexWrap: "wrap", gap: 1 }}>
      <SaveButton />
      <UploadProgressNote />
      {record ? (
        <DeleteButton
          mutationMode="pessimistic"
          confirmTitle={`Delete this ${singular}?`}
          confirmContent={`“${name}” will disappear from the public site at once. This cannot be undone.`}
        />
      ) : null}
    </Toolbar>
  );
}
