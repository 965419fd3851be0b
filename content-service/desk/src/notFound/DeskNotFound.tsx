import { Box, Card, CardContent, Typography } from "@mui/material";
import { seesAdminScreens } from "../auth/roles";
import { Link, Loading, Title, useLocation, usePermissions } from "react-admin";
import { isAdminOnly } from "./adminOnly";

const PAGES = {
  forbidden: {
    title: "For admins only",
    text:
      "This part of the desk is for admins. Your account may publish content, but enquiries, applications, " +
      "transfer certificates, staff accounts and the audit log are open only to admins. " +
      "If you need something from them, ask an admin.",
  },
  unknown: {
    title: "Page not found",
    text:
      "There is no page of the desk at this address. " +
      "The link may be mistyped, or what it led to may have been deleted. " +
      "Everything the desk holds is in the menu.",
  },
};

/** The desk's own page for an address it does not know (react-admin's catchAll), in plain words,
 * with a way back to the desk's home. */
export function DeskNotFound() {
  const { pathname } = useLocation();
  const { permissions, isPending } = usePermissions();
  if (isPending) return <Loading />;
  const page = !seesAdminScreens(permissions) && isAdminOnly(pathname) ? PAGES.forbidden : PAGES.unknown;
  return (
    <Box sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={page.title} />
      <Card>
        <CardContent>
          <Typography sx={{ mb: 2 }}>{page.text}</Typography>
          <Link to="/">Go to the desk's home</Link>
        </CardContent>
      </Card>
    </Box>
  );
}
