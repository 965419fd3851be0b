import { Alert, Box, Button, Card, CardContent, Typography } from "@mui/material";
import { useEffect, useRef, useState } from "react";
import { Form, PasswordInput, TextInput, useLogin } from "react-admin";
import { signInBody } from "@school/contract/desk/signInBody";
import { callFieldCheck } from "../lib/callFieldCheck";

interface Credentials {
  email: string;
  password: string;
}

const emailCheck = callFieldCheck(signInBody, "email");
const passwordCheck = callFieldCheck(signInBody, "password");

/**
 * Sign-in. A refused sign-in is said in an alert that takes the focus, so that a screen reader
 * reads it; what was typed stays in the fields.
 */
export function LoginPage() {
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const alert = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (error) alert.current?.focus();
  }, [error]);

  const submit = async (values: Partial<Credentials>) => {
    setSending(true);
    setError(null);
    try {
      await login({ email: (values.email ?? "").trim(), password: values.password ?? "" });
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message ? failure.message : "Signing in did not work. Please try again.",
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: "100vh",
        display: "flex",
        justifyContent: "center",
        alignItems: "flex-start",
        bgcolor: "grey.100",
        px: 2,
      }}
    >
      <Card sx={{ width: "100%", maxWidth: 420, mt: { xs: 3, sm: 10 } }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            Content desk
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Sign in with your e-mail address and the password the school's administrator gave you.
          </Typography>
          {error ? (
            <Alert severity="error" ref={alert} tabIndex={-1} sx={{ mb: 2 }}>
              {error}
            </Alert>
          ) : null}
          <Form onSubmit={submit} noValidate>
            <TextInput
              source="email"
              type="email"
              label="E-mail address"
              autoComplete="username"
              validate={emailCheck}
              fullWidth
            />
            <PasswordInput
              source="password"
              label="Password"
              autoComplete="current-password"
              validate={passwordCheck}
              fullWidth
            />
            <Button type="submit" variant="contained" disabled={sending} fullWidth sx={{ mt: 1 }}>
              {sending ? "Signing in…" : "Sign in"}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
