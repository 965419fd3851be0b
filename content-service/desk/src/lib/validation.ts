/**
 * Client-side checks of a desk form with the kind's shared schema (@school/contract/desk/kinds),
 * the one the write API applies too: each input shows the message the server would answer.
 */
import { validateRecord, type DeskKind } from "@school/contract/desk/kinds";
import { isNewAttachment, toAttachmentItems } from "./attachments";
import { type UploadField } from "./uploadFields";

/** A valid attachment id standing for a file chosen but not yet uploaded. */
const NOT_YET_SENT = "not-yet-sent";

/** The form's values as the API will receive them: attachment items become ids. */
export function valuesToCheck(
  uploads: readonly UploadField[],
  values: Record<string, unknown>,
): Record<string, unknown> {
  const checked: Record<string, unknown> = { ...values };
  for (const upload of uploads) {
    const ids = toAttachmentItems(values[upload.source], () => "").map((item) =>
      isNewAttachment(item) ? NOT_YET_SENT : item.attachmentId,
    );
    checked[upload.source] = upload.list ? ids : (ids[0] ?? "");
  }
  return checked;
}

/** The message for one field, or undefined when it passes. */
export function fieldError(
  kind: DeskKind,
  uploads: readonly UploadField[],
  field: string,
  values: Record<string, unknown>,
): string | undefined {
  return validateRecord(kind, valuesToCheck(uploads, values)).errors[field];
}
