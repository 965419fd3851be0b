import { Alert } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useDataProvider, useRecordContext } from "ra-core";
import { pushCountsText } from "@school/contract/push/pushCounts";
import type { DeskDataProvider } from "../../data/dataProvider";

/** While pushes wait, the line is read again this often. */
const WHILE_SENDING_MS = 3_000;

/** On a notice's form: how its pushes to phones went ("Sent to 12 phones; 3 waiting."), kept up to
 * date while the queue works. Nothing when it was never sent. */
export function NoticePushes() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<DeskDataProvider>();
  const id = record?.id === undefined ? null : String(record.id);
  const { data } = useQuery({
    queryKey: ["push-notice", id],
    queryFn: () => dataProvider.getNoticePushes(id!),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.pending ? WHILE_SENDING_MS : false),
  });
  const text = data && pushCountsText(data);
  if (!text) return null;
  return (
    <Alert severity="info" role="status" sx={{ width: "100%", mb: 1 }}>
      {text}
    </Alert>
  );
}
