import { Box, Button, Card, CardContent, Typography } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  Create,
  LinkBase,
  RadioButtonGroupInput,
  type RaRecord,
  SaveButton,
  SimpleForm,
  TextInput,
  Title,
  Toolbar,
} from "react-admin";
import { newStaffBody } from "@school/contract/desk/staffAccountBody";
import { callFieldCheck } from "../../lib/callFieldCheck";
import { NewPassword } from "./NewPassword";
import { ROLE_CHOICES } from "./staffFacts";

const emailCheck = callFieldCheck(newStaffBody, "email");
const roleCheck = callFieldCheck(newStaffBody, "role");

interface Added {
  email: string;
  password: string;
}

/** After adding: the password, once, and the ways on. */
function AccountAdded({ added, onAnother }: { added: Added; onAnother: () => void }) {
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Staff account added" />
      <CardContent>
        <NewPassword heading={`${added.email} can now sign in`} email={added.email} password={added.password} />
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 3 }}>
          <Button component={LinkBase} to="/staff" variant="outlined">
            Back to the staff list
          </Button>
          <Button variant="text" onClick={onAnother}>
            Add another
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/** A new account: its e-mail address and role; the service makes the password, shown once after. */
export function StaffCreate() {
  const [added, setAdded] = useState<Added | null>(null);
  const queryClient = useQueryClient();
  if (added) return <AccountAdded added={added} onAnother={() => setAdded(null)} />;
  return (
    <Create
      title="Add a staff member"
      redirect={false}
      mutationOptions={{
        onSuccess: (data: RaRecord) => {
          // react-admin keeps the created record in its cache: the password must not stay there.
          queryClient.removeQueries({ queryKey: ["staff"] });
          setAdded({ email: String(data.email ?? ""), password: String(data.password ?? "") });
        },
      }}
    >
      {/* The browser's own check of an e-mail field would speak first, in a bubble tied to nothing. */}
      <SimpleForm
        noValidate
        defaultValues={{ role: "editor" }}
        toolbar={
          <Toolbar>
            <SaveButton label="Add" alwaysEnable />
          </Toolbar>
        }
      >
        <TextInput
          source="email"
          type="email"
          label="E-mail address"
          helperText="The address they sign in with."
          autoComplete="off"
          validate={emailCheck}
          fullWidth
        />
        <RadioButtonGroupInput source="role" label="Role" choices={ROLE_CHOICES} row={false} validate={roleCheck} />
        <Typography variant="body2">A strong password is made for them when you press Add, and shown once.</Typography>
      </SimpleForm>
    </Create>
  );
}
