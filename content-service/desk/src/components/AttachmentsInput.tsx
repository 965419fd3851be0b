import { Alert, Box, Typography } from "@mui/material";
import { useId, useState } from "react";
import {
  FileInput,
  ImageInput,
  InputHelperText,
  useRecordContext,
  type FileInputProps,
  type Validator,
} from "react-admin";
import { useFormContext, useFormState } from "react-hook-form";
import { toAttachmentItems } from "../lib/attachments";
import { filesWithKinds, sniffedKind } from "../lib/chosenFiles";
import { acceptedDescription, acceptedTypes, fileProblem } from "../lib/uploadRules";
import { type UploadField } from "../lib/uploadFields";
import { AttachmentList } from "./AttachmentList";
import { DropPlaceholder, dropZoneSx } from "./DropPlaceholder";

interface Props {
  upload: UploadField;
  label: string;
  help?: string;
  validate: Validator;
  /** Where the stored file is read from, when the kind keeps its files privately (FormScreen.privateFileUrl). */
  privateFileUrl?: (record: Record<string, unknown>) => string | null;
}

type DropOptions = NonNullable<FileInputProps["options"]>;
type Rejections = Parameters<NonNullable<DropOptions["onDrop"]>>[1];

const preview = (file: File) => URL.createObjectURL(file);
/** The form holds items (stored ids and chosen files) in the order the editor set. */
const toItems = (value: unknown) => toAttachmentItems(value, preview);

/**
 * react-admin's ImageInput (photos) or FileInput (PDFs and photos): drop several files at once or
 * choose them with the keyboard, then see and order them in the list below it.
 */
export function AttachmentsInput({ upload, label, help, validate, privateFileUrl }: Props) {
  const Input = upload.accepts === "image" ? ImageInput : FileInput;
  const multiple = upload.max > 1;
  const noun = upload.accepts === "image" ? "photo" : "file";
  const hintId = useId();
  const errorId = useId();
  const record = useRecordContext();
  const [rejected, setRejected] = useState<string[]>([]);
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: upload.source });
  const { error, isTouched } = getFieldState(upload.source, formState);
  const showError = Boolean(error?.message) && (isTouched || formState.isSubmitted);
  const privateUrl = record && privateFileUrl ? privateFileUrl(record) : null;

  // Each file's first bytes are read before it is checked (chosenFiles.ts): what it is decides, not its name.
  const problem = (file: File) => fileProblem(file, upload.accepts, { sniffed: sniffedKind(file) });
  // One drop may bring files taken and files refused: its refusals replace the last drop's.
  const onDrop = (_taken: File[], rejections: Rejections) =>
    setRejected(
      rejections.map(
        ({ file }) =>
          problem(file) ??
          `${file.name} was not added: ${multiple ? "it could not be read" : "only one file can be added here"}.`,
      ),
    );

  return (
    <Box sx={{ width: "100%", mb: 2 }}>
      <Input
        source={upload.source}
        label={label}
        multiple={multiple}
        accept={acceptedTypes(upload.accepts)}
        format={toItems}
        parse={toItems}
        validate={validate}
        helperText={false}
        placeholder={
          <DropPlaceholder
            multiple={multiple}
            noun={noun}
            hintId={hintId}
            hint={`${help ? `${help} ` : ""}${acceptedDescription(upload.accepts)}`}
          />
        }
        // The file field itself takes the keyboard (Enter or Space opens the chooser); the drop zone around it is for
        // the mouse.
        inputProps={{
          tabIndex: 0,
          "aria-label": label,
          "aria-describedby": showError ? `${errorId} ${hintId}` : hintId,
          "aria-invalid": showError || undefined,
        }}
        options={{
          noKeyboard: true,
          getFilesFromEvent: filesWithKinds,
          onDrop,
          validator: (file: File) => (problem(file) ? { code: "not-allowed", message: "" } : null),
        }}
        sx={dropZoneSx(showError)}
      />
      {showError ? (
        <Typography id={errorId} color="error" variant="body2" sx={{ mt: -1, mb: 1 }}>
          {/* react-admin encodes a validator's message; its helper text reads it out. */}
          <InputHelperText error={error?.message} />
        </Typography>
      ) : null}
      {rejected.length ? (
        <Alert severity="warning" sx={{ mb: 1 }} onClose={() => setRejected([])}>
          {rejected.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      ) : null}
      <AttachmentList
        source={upload.source}
        noun={noun}
        firstIs={multiple ? (upload.accepts === "image" ? "Cover" : "Opens first") : undefined}
        privateUrl={privateUrl}
      />
    </Box>
  );
}
