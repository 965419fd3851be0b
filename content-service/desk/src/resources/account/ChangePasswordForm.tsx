import { Alert, Box, Button } from "@mui/material";
import { useState } from "react";
import { Form, PasswordInput, required, useNotify } from "react-admin";
import { PASSWORD_MIN } from "@school/contract/desk/passwordRules";
import { changeOwnPassword } from "./accountApi";
import { currentPasswordCheck, newPasswordCheck, repeatCheck } from "./passwordChecks";

interface Values {
  currentPassword?: string;
  newPassword?: string;
  repeatPassword?: string;
}

/** Current password, the new one twice. A refusal shows under its field (a wrong current password
 * under that one); after the change the fields empty and a note says what happened. */
export function ChangePasswordForm() {
  const notify = useNotify();
  const [sending, setSending] = useState(false);
  const [changedAt, setChangedAt] = useState<Date | null>(null);
  const [formKey, setFormKey] = useState(0);

  const submit = async (values: Values) => {
    setSending(true);
    setChangedAt(null);
    try {
      const errors = await changeOwnPassword(values.currentPassword ?? "", values.newPassword ?? "");
      if (errors) return errors;
      setChangedAt(new Date());
      setFormKey((key) => key + 1);
    } catch (error) {
      notify(
        error instanceof Error && error.message ? error.message : "The password was not changed. Please try again.",
        { type: "error" },
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <Box sx={{ maxWidth: 480 }}>
      {changedAt ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          Your password is changed. Use the new one from now on; you stay signed in here, and every other place your
          account was signed in has been signed out.
        </Alert>
      ) : null}
      <Form key={formKey} onSubmit={submit} noValidate>
        <PasswordInput
          source="currentPassword"
          label="Current password"
          autoComplete="current-password"
          validate={currentPasswordCheck}
          fullWidth
        />
        <PasswordInput
          source="newPassword"
          label="New password"
          autoComplete="new-password"
          helperText={
            `At least ${PASSWORD_MIN} characters. ` + "A few unrelated words are easy to remember and hard to guess."
          }
          validate={newPasswordCheck}
          fullWidth
        />
        <PasswordInput
          source="repeatPassword"
          label="New password again"
          autoComplete="new-password"
          validate={[required("Enter the new password again."), repeatCheck]}
          fullWidth
        />
        <Button type="submit" variant="contained" disabled={sending} sx={{ mt: 1 }}>
          {sending ? "Changing…" : "Change password"}
        </Button>
      </Form>
    </Box>
  );
}
