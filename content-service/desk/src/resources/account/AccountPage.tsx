import { Card, CardContent, Typography } from "@mui/material";
import { Title, useGetIdentity, usePermissions } from "react-admin";
import { roleName } from "../staff/staffFacts";
import { ChangePasswordForm } from "./ChangePasswordForm";

/** Everyone's own account: who is signed in, and a new password (the current one required). */
export function AccountPage() {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<string>();
  return (
    <Card sx={{ mt: { xs: 1, sm: 2 }, maxWidth: 640 }}>
      <Title title="Your password" />
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          Change your password
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Signed in as {identity?.fullName ?? "…"}
          {permissions ? ` (${roleName(permissions).toLowerCase()})` : ""}. Forgotten your password? Ask an admin to
          reset it.
        </Typography>
        <ChangePasswordForm />
      </CardContent>
    </Card>
  );
}
