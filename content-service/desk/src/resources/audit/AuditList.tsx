import { useMediaQuery, type Theme } from "@mui/material";
import { Datagrid, FunctionField, List, SelectField, SelectInput, SimpleList, TextField } from "react-admin";
import { IndiaTimeField } from "../../components/IndiaTimeField";
import { EmptyList } from "../../components/EmptyList";
import { indiaTimeText } from "@school/contract/indiaTime";
import { ACTIONS, KINDS, entryHeadline, entryItem } from "./auditFacts";

const filters = [
  <SelectInput key="action" source="action" label="What" choices={ACTIONS} alwaysOn emptyText="All" />,
  <SelectInput key="kind" source="kind" label="Kind" choices={KINDS} alwaysOn emptyText="All" />,
];

/** Every write and sign-in at the desk, newest first: who, when, what, which item by its name then;
 * open one for the details. */
export function AuditList() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  return (
    <List
      filters={filters}
      sort={{ field: "at", order: "DESC" }}
      perPage={50}
      title="Audit log"
      exporter={false}
      empty={<EmptyList text="Nothing has been recorded yet." />}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(record) => entryHeadline(record)}
          secondaryText={(record) => `${String(record.actor ?? "")}, ${indiaTimeText(record.at)}`}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <IndiaTimeField source="at" label="When" />
          <TextField source="actor" label="Who" />
          <SelectField source="action" label="What" choices={ACTIONS} />
          <SelectField source="kind" label="Kind" choices={KINDS} />
          <FunctionField label="Item" sortBy="label" render={(record) => entryItem(record)} />
        </Datagrid>
      )}
    </List>
  );
}
