import {
  FunctionField,
  Labeled,
  ListButton,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from "react-admin";
import { IndiaTimeField } from "../../components/IndiaTimeField";
import { AuditChanges } from "./AuditChanges";
import { ACTIONS, KINDS, entryItem } from "./auditFacts";

/** One recorded change, with what it changed. */
export function AuditShow() {
  return (
    <Show
      title="Recorded change"
      actions={
        <TopToolbar>
          <ListButton label="Audit log" />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <IndiaTimeField source="at" label="When" />
        <TextField source="actor" label="Who" />
        <SelectField source="action" label="What" choices={ACTIONS} />
        <SelectField source="kind" label="Kind" choices={KINDS} emptyText="—" />
        <FunctionField label="Item" render={(record) => entryItem(record) || "—"} />
        <TextField source="itemId" label="Item's id" emptyText="—" />
        <TextField source="address" label="From address" emptyText="—" />
        <Labeled label="Details">
          <AuditChanges />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
