import { FunctionField } from "react-admin";
import { indiaTimeText } from "@school/contract/indiaTime";

/** A recorded time of the record, in India's time and saying so (react-admin's DateField would show
 * the browser's). `label` and `sortBy` are read by Datagrid from the element's props. */
export function IndiaTimeField({
  source,
  emptyText = "—",
}: {
  source: string;
  label: string;
  emptyText?: string;
  sortBy?: string;
}) {
  return <FunctionField source={source} render={(record) => indiaTimeText(record[source]) || emptyText} />;
}
