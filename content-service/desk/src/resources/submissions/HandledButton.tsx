import Done from "@mui/icons-material/Done";
import Undo from "@mui/icons-material/Undo";
import { Button } from "@mui/material";
import { useNotify, useRecordContext, useRefresh, useUpdate } from "react-admin";

/** Marks an enquiry or application as handled, or back to not handled (PUT {handled}). */
export function HandledButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const handled = record.handled === true;
  const toggle = () =>
    update(
      "submissions",
      { id: record.id, data: { handled: !handled }, previousData: record },
      {
        mutationMode: "pessimistic",
        onSuccess: () => {
          notify(handled ? "Marked as not handled yet." : "Marked as handled.", { type: "success" });
          refresh();
        },
        onError: (error) =>
          notify(error instanceof Error ? error.message : "The change was not saved.", { type: "error" }),
      },
    );
  return (
    <Button size="small" onClick={toggle} disabled={isPending} startIcon={handled ? <Undo /> : <Done />}>
      {handled ? "Mark as not handled" : "Mark as handled"}
    </Button>
  );
}
