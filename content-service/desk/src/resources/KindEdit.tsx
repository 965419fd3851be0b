import { useEffect, useRef, useState } from "react";
import { Alert, Box, Button } from "@mui/material";
import { Edit, ListButton, SimpleForm, TopToolbar, useEditContext, useNotify } from "react-admin";
import { KIND_NOUNS } from "@school/contract/desk/kindNouns";
import type { DeskKind } from "@school/contract/desk/kinds";
import { ViewOnSiteButton } from "../components/ViewOnSiteButton";
import type { FormScreen } from "../screens";
import { KindInputs } from "./KindInputs";
import { KindTitle } from "./KindTitle";
import { KindToolbar } from "./KindToolbar";

/** A save refused because the item changed after the form loaded it (412): the service's words,
 * and whether the saved version has been loaded since. */
interface Conflict {
  message: string;
  reloaded: boolean;
}

const statusOf = (error: unknown) =>
  typeof error === "object" && error !== null ? (error as { status?: unknown }).status : undefined;
const fieldErrorsOf = (error: unknown) =>
  typeof error === "object" && error !== null
    ? (error as { body?: { errors?: Record<string, unknown> } }).body?.errors
    : undefined;

/** Once a save has met a conflict, a reset of the form (the reloaded record, then the saved one)
 * keeps what was typed; and a save that then succeeds still counts as one, so that the way back to
 * the list is not held up as if changes were unsaved. Made once: react-admin resets the form
 * whenever this option changes (here once, when the conflict appears, to the same record). */
const KEEP_TYPED = { keepDirtyValues: true, keepIsSubmitSuccessful: true } as const;

/** The conflict above the fields. Reloading fetches the saved version; the form (resetOptions
 * KEEP_TYPED) shows it with what was typed kept on top, and the next save names that version. */
function ConflictNotice({ conflict, onReloaded }: { conflict: Conflict | null; onReloaded: () => void }) {
  const { refetch } = useEditContext();
  const notice = useRef<HTMLDivElement>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    // On a phone the Save bar is far below the top of the form, where this appears.
    if (conflict) notice.current?.scrollIntoView?.({ block: "center" });
  }, [conflict]);
  if (!conflict) return null;
  const reload = async () => {
    setLoading(true);
    try {
      await refetch();
      onReloaded();
    } finally {
      setLoading(false);
    }
  };
  return (
    <Box ref={notice} sx={{ width: "100%", mb: 1 }}>
      {conflict.reloaded ? (
        <Alert severity="info" role="status">
          This is the saved version, with what you typed kept. Check it, then save.
        </Alert>
      ) : (
        <Alert severity="warning" role="alert">
          {conflict.message}
          <Box sx={{ mt: 1 }}>
            <Button variant="outlined" size="small" color="inherit" onClick={reload} disabled={loading}>
              Reload the saved version
            </Button>
          </Box>
        </Alert>
      )}
    </Box>
  );
}

/** Editing an item. Pessimistic: the form stays until the service has kept the change, so that its
 * field messages (400) and upload errors reach the editor instead of a silent undo. A change made
 * meanwhile elsewhere (412) is shown in the form, which keeps what was typed. */
export function KindEdit({ kind, screen }: { kind: DeskKind; screen: FormScreen }) {
  const notify = useNotify();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const onError = (error: unknown) => {
    if (statusOf(error) === 412)
      return setConflict({ message: error instanceof Error ? error.message : String(error), reloaded: false });
    // As react-admin does without this option: field messages show under the fields, anything else as a notice.
    const fieldErrors = fieldErrorsOf(error);
    if (fieldErrors && Object.keys(fieldErrors).length) return;
    notify(error instanceof Error && error.message ? error.message : "ra.notification.http_error", { type: "error" });
  };
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      redirect="list"
      title={<KindTitle singular={KIND_NOUNS[kind.name]} titleField={screen.titleField} />}
      actions={
        <TopToolbar>
          {kind.entity ? <ViewOnSiteButton titleField={screen.titleField} /> : null}
          <ListButton label={`All ${kind.label.toLowerCase()}`} />
        </TopToolbar>
      }
    >
      <SimpleForm
        toolbar={<KindToolbar singular={KIND_NOUNS[kind.name]} titleField={screen.titleField} />}
        resetOptions={conflict ? KEEP_TYPED : undefined}
        warnWhenUnsavedChanges
      >
        {screen.editNote ? <screen.editNote /> : null}
        <ConflictNotice
          conflict={conflict}
          onReloaded={() => setConflict((current) => current && { ...current, reloaded: true })}
        />
        <KindInputs kind={kind} screen={screen} />
      </SimpleForm>
    </Edit>
  );
}
