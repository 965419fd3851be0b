import { useMediaQuery, type Theme } from "@mui/material";
import { Notification } from "react-admin";

/** On a phone the form's Save bar is fixed at the bottom of the screen, where react-admin puts its
 * messages: they go to the top there, so that "correct the fields" never covers Save. */
export function DeskNotification() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  return <Notification anchorOrigin={isSmall ? { vertical: "top", horizontal: "center" } : { vertical: "bottom", horizontal: "center" }} />;
}
