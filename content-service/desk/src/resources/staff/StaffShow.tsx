import {
  FunctionField,
  ListButton,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from "react-admin";
import { IndiaTimeField } from "../../components/IndiaTimeField";
import { StaffActions } from "./StaffActions";
import { roleName, statusText, type StaffRecord } from "./staffFacts";

function StaffTitle() {
  const record = useRecordContext<StaffRecord>();
  return <>{record ? `Staff: ${record.email}` : "Staff"}</>;
}

/** One account: what it is, and what an admin may do with it. */
export function StaffShow() {
  return (
    <Show
      title={<StaffTitle />}
      actions={
        <TopToolbar>
          <ListButton label="Staff list" />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="email" label="E-mail address" />
        <FunctionField label="Role" render={(record: StaffRecord) => roleName(record.role)} />
        <FunctionField label="Status" render={(record: StaffRecord) => statusText(record)} />
        <IndiaTimeField source="createdAt" label="Added" />
        <IndiaTimeField source="lastSignInAt" label="Last sign-in" emptyText="Never" />
      </SimpleShowLayout>
      <StaffActions />
    </Show>
  );
}
