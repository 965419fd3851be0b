import { Box, Button, Typography } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  Confirm,
  Link,
  useGetIdentity,
  useLogout,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
} from "react-admin";
import { NewPassword } from "./NewPassword";
import { changeAccount, resetPassword } from "./staffApi";
import { changeBody, changesFor, changeWords, type StaffChange } from "./staffChanges";
import type { StaffRecord } from "./staffFacts";

/** The changes an admin may make to the account shown, each asked first. A reset shows the new
 * password below, once. A change to one's own account takes effect on this desk at once. */
export function StaffActions() {
  const record = useRecordContext<StaffRecord>();
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const refresh = useRefresh();
  const logout = useLogout();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<StaffChange | null>(null);
  const [busy, setBusy] = useState(false);
  const [newPassword, setNewPassword] = useState<string | null>(null);
  if (!record) return null;
  const isSelf = identity?.id === record.email;
  const words = (change: StaffChange) => changeWords(change, record.email, isSelf);

  const run = async (change: StaffChange) => {
    setBusy(true);
    try {
      if (change === "reset") {
        setNewPassword(await resetPassword(record.id));
        notify(words(change).done, { type: "success" });
        return;
      }
      await changeAccount(record.id, changeBody(change));
      notify(words(change).done, { type: "success" });
      if (isSelf && change === "disable") return void logout();
      if (isSelf && change === "make-editor") {
        // The menu and the pages follow the role the service now gives this session.
        await queryClient.invalidateQueries({ queryKey: ["auth"] });
        return redirect("/");
      }
      refresh();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : "The change did not work. Please try again.", {
        type: "error",
      });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  return (
    <Box component="section" aria-labelledby="staff-changes" sx={{ px: 2, pb: 2 }}>
      <Typography id="staff-changes" component="h2" variant="h6" sx={{ mb: 1 }}>
        Change this account
      </Typography>
      {isSelf ? (
        <Typography variant="body2" sx={{ mb: 1 }}>
          This is your own account. Change your password under <Link to="/account">Your password</Link>.
        </Typography>
      ) : null}
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        {changesFor(record, isSelf).map((change) => (
          <Button
            key={change}
            variant="outlined"
            color={change === "disable" ? "error" : "primary"}
            disabled={busy}
            onClick={() => setAsking(change)}
          >
            {words(change).button}
          </Button>
        ))}
      </Box>
      <Confirm
        isOpen={asking !== null}
        loading={busy}
        title={<>{asking ? words(asking).question : ""}</>}
        content={<>{asking ? words(asking).explanation : ""}</>}
        confirm={asking ? words(asking).button : "Yes"}
        confirmColor={asking === "disable" ? "warning" : "primary"}
        onConfirm={() => asking && run(asking)}
        onClose={() => setAsking(null)}
      />
      {newPassword ? (
        <Box sx={{ mt: 3 }}>
          <NewPassword heading={`New password for ${record.email}`} email={record.email} password={newPassword} />
        </Box>
      ) : null}
    </Box>
  );
}
