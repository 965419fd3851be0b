import ContentCopy from "@mui/icons-material/ContentCopy";
import { Alert, Box, Button, TextField, Typography } from "@mui/material";
import { useEffect, useRef, type FocusEvent } from "react";
import { useNotify } from "react-admin";

/**
 * A generated password, shown this once (the service keeps only its hash): in a field that selects
 * it whole, with a button to copy it. The heading takes the focus, so a screen reader reads it.
 * Chosen over a one-time link: the desk sends no e-mail, and the CLI hands out passwords the same way.
 */
export function NewPassword({ heading, email, password }: { heading: string; email: string; password: string }) {
  const notify = useNotify();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      notify("Password copied.", { type: "info" });
    } catch {
      notify("Copying did not work here: select the password and copy it.", { type: "warning" });
    }
  };

  return (
    <Box sx={{ display: "grid", gap: 2, maxWidth: 560 }}>
      <Typography component="h2" variant="h6" ref={headingRef} tabIndex={-1}>
        {heading}
      </Typography>
      <Alert severity="warning">
        This password is shown only now. Once you leave this page nobody can see it again; a forgotten one needs a
        reset.
      </Alert>
      <TextField
        label={`Password for ${email}`}
        value={password}
        fullWidth
        slotProps={{
          input: { readOnly: true },
          htmlInput: {
            spellCheck: false,
            autoComplete: "off",
            style: { fontFamily: "monospace", fontSize: "1.1rem" },
            onFocus: (event: FocusEvent<HTMLInputElement>) => event.target.select(),
          },
        }}
      />
      <Box>
        <Button variant="contained" startIcon={<ContentCopy />} onClick={copy}>
          Copy password
        </Button>
      </Box>
      <Typography variant="body2">
        Give it to {email} privately, in person or by phone, not by e-mail. After signing in they can choose their own
        under <b>Your password</b>.
      </Typography>
    </Box>
  );
}
