import { Stack } from "@mui/material";
import {
  DeleteButton,
  Labeled,
  ListButton,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from "react-admin";
import { IndiaTimeField } from "../../components/IndiaTimeField";
import { HandledButton } from "./HandledButton";
import { ResumeLink } from "./ResumeLink";
import { filledFields, SUBMISSION_KINDS } from "./submissionFields";

function Actions() {
  const record = useRecordContext();
  return (
    <TopToolbar sx={{ flexWrap: "wrap" }}>
      <ListButton label="All enquiries and applications" />
      <HandledButton />
      <ResumeLink />
      {record ? (
        <DeleteButton
          mutationMode="pessimistic"
          confirmTitle="Delete this enquiry or application?"
          confirmContent={
            `What ${String(record.name ?? "the sender")} sent${record.hasResume ? ", with the résumé," : ""} ` +
            "will be removed for good. This cannot be undone."
          }
        />
      ) : null}
    </TopToolbar>
  );
}

function Title() {
  const record = useRecordContext();
  const kind = SUBMISSION_KINDS.find((candidate) => candidate.id === record?.kind)?.name ?? "Message";
  return <span>{record ? `${kind} from ${String(record.name ?? "")}` : kind}</span>;
}

/** One under another, each under its label. */
function FilledFields() {
  const record = useRecordContext();
  return (
    <Stack spacing={1}>
      {filledFields(record).map((field) => (
        <Labeled key={field.source} label={field.label}>
          <TextField source={field.source} sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} />
        </Labeled>
      ))}
    </Stack>
  );
}

/** One enquiry or application: every field the visitor filled in, and what the office can do with it. */
export function SubmissionShow() {
  return (
    <Show actions={<Actions />} title={<Title />}>
      <SimpleShowLayout>
        <IndiaTimeField source="createdAt" label="Received" />
        <SelectField source="kind" label="Type" choices={SUBMISSION_KINDS} />
        <FilledFields />
      </SimpleShowLayout>
    </Show>
  );
}
