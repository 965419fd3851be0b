import { useMediaQuery, type Theme } from "@mui/material";
import { Datagrid, FunctionField, List, SimpleList, TextField, TopToolbar } from "react-admin";
import { IndiaTimeField } from "../../components/IndiaTimeField";
import { AddButton } from "../../components/AddButton";
import { indiaTimeText } from "@school/contract/indiaTime";
import { roleName, statusText, type StaffRecord } from "./staffFacts";

/** Every staff account, for admins: open one to change its role, disable it or reset its password. */
export function StaffList() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  return (
    <List
      title="Staff"
      sort={{ field: "email", order: "ASC" }}
      perPage={50}
      exporter={false}
      actions={
        <TopToolbar>
          <AddButton />
        </TopToolbar>
      }
    >
      {isSmall ? (
        <SimpleList<StaffRecord>
          primaryText={(record) => record.email}
          secondaryText={(record) =>
            `${roleName(record.role)} · ${statusText(record)} · ` +
            `last sign-in ${record.lastSignInAt ? indiaTimeText(record.lastSignInAt) : "never"}`
          }
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="email" label="E-mail address" />
          <FunctionField label="Role" sortBy="role" render={(record: StaffRecord) => roleName(record.role)} />
          <FunctionField label="Status" sortBy="disabled" render={(record: StaffRecord) => statusText(record)} />
          <IndiaTimeField source="lastSignInAt" label="Last sign-in" emptyText="Never" />
        </Datagrid>
      )}
    </List>
  );
}
