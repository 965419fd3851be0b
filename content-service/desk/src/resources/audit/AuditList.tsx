import { Box } from "@mui/material";
import { Datagrid, DateField, List, SelectField, SelectInput, TextField, useRecordContext } from "react-admin";
import { DESK_KINDS } from "../../../../src/desk/kinds";

const ACTIONS = [
  { id: "create", name: "Added" },
  { id: "update", name: "Changed" },
  { id: "delete", name: "Deleted" },
  { id: "sign-in", name: "Signed in" },
  { id: "sign-out", name: "Signed out" },
];
const KINDS = DESK_KINDS.map((kind) => ({ id: kind.name, name: kind.label }));

const filters = [
  <SelectInput key="action" source="action" label="What" choices={ACTIONS} alwaysOn emptyText="All" />,
  <SelectInput key="kind" source="kind" label="Kind" choices={KINDS} alwaysOn emptyText="All" />,
];

const shown = (value: unknown) => (value === undefined || value === null || value === "" ? "—" : typeof value === "string" ? value : JSON.stringify(value));

/** What changed: each field before and after, or the whole item that was added or deleted. */
function Changes() {
  const record = useRecordContext();
  const changes = record?.changes;
  if (!changes || typeof changes !== "object") return <p>No details were recorded.</p>;
  const rows = Object.entries(changes as Record<string, unknown>);
  return (
    <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", gap: 1, m: 0, overflowWrap: "anywhere" }}>
      {rows.map(([field, value]) => (
        <Box key={field} sx={{ display: "contents" }}>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {field}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {record?.action === "update" && Array.isArray(value) && value.length === 2 ? `${shown(value[0])} → ${shown(value[1])}` : shown(value)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Every write and sign-in at the desk: who, when, what, which item; expand a row for the details. */
export function AuditList() {
  return (
    <List filters={filters} sort={{ field: "at", order: "DESC" }} perPage={50} title="Audit log" exporter={false}>
      <Datagrid rowClick="expand" expand={<Changes />} bulkActionButtons={false}>
        <DateField source="at" label="When" showTime locales="en-GB" />
        <TextField source="actor" label="Who" />
        <SelectField source="action" label="What" choices={ACTIONS} />
        <SelectField source="kind" label="Kind" choices={KINDS} />
        <TextField source="itemId" label="Item" />
      </Datagrid>
    </List>
  );
}
