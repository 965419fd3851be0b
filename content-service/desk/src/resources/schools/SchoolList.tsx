import { useMediaQuery, type Theme } from "@mui/material";
import { Datagrid, FunctionField, List, SimpleList, TextField } from "react-admin";
import { siteText, type SchoolRecord } from "./schoolFacts";

/** Every school the service answers, for an owner: open one to change its public site's address. */
export function SchoolList() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  return (
    <List title="Schools" sort={{ field: "code", order: "ASC" }} perPage={50} exporter={false} actions={false}>
      {isSmall ? (
        <SimpleList<SchoolRecord>
          primaryText={(record) => `${record.name} (${record.code})`}
          secondaryText={(record) => `Site: ${siteText(record)}`}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="code" label="Code" />
          <TextField source="name" label="Name" />
          <FunctionField label="Public site" sortBy="siteUrl" render={(record: SchoolRecord) => siteText(record)} />
        </Datagrid>
      )}
    </List>
  );
}
