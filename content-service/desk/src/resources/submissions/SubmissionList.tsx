import { useMediaQuery, type Theme } from "@mui/material";
import {
  BooleanField,
  Datagrid,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
} from "react-admin";
import { IndiaTimeField } from "../../components/IndiaTimeField";
import { EmptyList } from "../../components/EmptyList";
import { indiaTimeText } from "@school/contract/indiaTime";
import { SUBMISSION_KINDS } from "./submissionFields";

const filters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder="Search by name, e-mail, phone or message"
    inputProps={{ "aria-label": "Search enquiries and applications" }}
  />,
  <SelectInput key="kind" source="kind" label="Type" choices={SUBMISSION_KINDS} alwaysOn emptyText="All" />,
  <NullableBooleanInput
    key="handled"
    source="handled"
    label="Handled"
    alwaysOn
    nullLabel="All"
    trueLabel="Handled"
    falseLabel="Not yet handled"
  />,
];

const kindName = (id: unknown) => SUBMISSION_KINDS.find((kind) => kind.id === id)?.name ?? "";

/** Enquiries and job applications, newest first; open one to read it. */
export function SubmissionList() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  return (
    <List
      filters={filters}
      sort={{ field: "createdAt", order: "DESC" }}
      perPage={25}
      title="Enquiries and applications"
      exporter={false}
      empty={<EmptyList text="No enquiries or applications have arrived yet." />}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(record) => `${String(record.name ?? "")}${record.handled ? "" : " (not yet handled)"}`}
          secondaryText={(record) => `${kindName(record.kind)}, ${indiaTimeText(record.createdAt)}`}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <IndiaTimeField source="createdAt" label="Received" />
          <SelectField source="kind" label="Type" choices={SUBMISSION_KINDS} />
          <TextField source="name" label="Name" />
          <TextField source="email" label="E-mail address" />
          <TextField source="phone" label="Phone" />
          <TextField source="mailType" label="Topic" />
          <BooleanField source="handled" label="Handled" valueLabelTrue="Handled" valueLabelFalse="Not yet handled" />
        </Datagrid>
      )}
    </List>
  );
}
