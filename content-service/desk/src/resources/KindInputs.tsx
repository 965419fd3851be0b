import { DateInput, NumberInput, TextInput, type Validator } from "react-admin";
import type { DeskKind } from "@school/contract/desk/kinds";
import { AttachmentsInput } from "../components/AttachmentsInput";
import { ChoiceInput } from "../components/ChoiceInput";
import type { FieldScreen, FormScreen } from "../screens";
import { isRequiredField } from "../lib/schemaFacts";
import { uploadFieldsOf, type UploadField } from "../lib/uploadFields";
import { fieldError } from "../lib/validation";

/** Empty inputs stay empty strings: the shared schema reads null as a wrong type, not as empty. */
const keepEmpty = (value: unknown) => (value == null ? "" : value);

/** The shared schema's message for one field, with react-admin's required marker when it needs a value. */
function validatorFor(kind: DeskKind, uploads: UploadField[], source: string): Validator {
  const validate: Validator = (_value, values) => fieldError(kind, uploads, source, values);
  return Object.assign(validate, { isRequired: isRequiredField(kind, source) });
}

function FieldInput({
  kind,
  screen,
  uploads,
  field,
}: {
  kind: DeskKind;
  screen: FormScreen;
  uploads: UploadField[];
  field: FieldScreen;
}) {
  const validate = validatorFor(kind, uploads, field.source);
  const common = { source: field.source, label: field.label, helperText: field.help ?? false, validate } as const;
  switch (field.type) {
    case "text":
      return <TextInput {...common} parse={keepEmpty} fullWidth />;
    case "longText":
      return <TextInput {...common} parse={keepEmpty} fullWidth multiline minRows={4} />;
    case "html":
      return <TextInput {...common} parse={keepEmpty} fullWidth multiline minRows={10} />;
    case "date":
      return <DateInput {...common} parse={keepEmpty} />;
    case "dateTime":
      // The browser's own date-and-time input, kept as it gives it ("YYYY-MM-DDTHH:MM"): react-admin's
      // DateTimeInput would turn it into the browser's time zone, and the office means India's.
      return <TextInput {...common} type="datetime-local" parse={keepEmpty} InputLabelProps={{ shrink: true }} />;
    case "number":
      return <NumberInput {...common} />;
    case "choice":
      return (
        <ChoiceInput
          source={field.source}
          label={field.label}
          help={field.help}
          choices={field.choices ?? []}
          validate={validate}
        />
      );
    case "upload": {
      const upload = uploads.find((candidate) => candidate.source === field.source);
      return upload ? (
        <AttachmentsInput
          upload={upload}
          label={field.label}
          help={field.help}
          validate={validate}
          privateFileUrl={screen.privateFileUrl}
        />
      ) : null;
    }
  }
}

/** Every input of a kind's form, in the order of its screen. */
export function KindInputs({ kind, screen }: { kind: DeskKind; screen: FormScreen }) {
  const uploads = uploadFieldsOf(kind);
  return (
    <>
      {screen.fields.map((field) => (
        <FieldInput key={field.source} kind={kind} screen={screen} uploads={uploads} field={field} />
      ))}
    </>
  );
}
