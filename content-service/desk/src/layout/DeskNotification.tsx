import { useMediaQuery, type Theme } from "@mui/material";
import { Notification } from "react-admin";

/** How long a message stays: "Saved" says when visitors see the change, a sentence to read, not
 * glance at (react-admin's 4 s is short for it on a phone). */
const SHOWN_MS = 8_000;

/** On a phone the form's Save bar is fixed at the bottom of the screen, where react-admin puts its
 * messages: they go to the top there, so that "correct the fields" never covers Save. */
export function DeskNotification() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  return (
    <Notification
      autoHideDuration={SHOWN_MS}
      anchorOrigin={isSmall ? { vertical: "top", horizontal: "center" } : { vertical: "bottom", horizontal: "center" }}
    />
  );
}
