import { Snackbar, useMediaQuery, type Theme } from "@mui/material";
import { useEffect, useState } from "react";
import { useNotificationContext, useTranslate, type NotificationPayload } from "ra-core";

/** How long a message stays: "Saved" says when visitors see the change, a sentence to read, not
 * glance at (react-admin's 4 s is short for it on a phone). */
const SHOWN_MS = 8_000;

/** The colour of each kind of message, from the theme; "info" keeps the snackbar's own. */
const PALETTE: Record<string, "success" | "error" | "warning" | undefined> = {
  success: "success",
  error: "error",
  warning: "warning",
};

/**
 * The desk's messages, one at a time, the newest replacing whatever shows. react-admin's own
 * Notification shows them in turn, each for its full time: after three tries at a form, "Some fields
 * need correcting" stood for 24 seconds in front of "Password copied." The desk offers no undo (its
 * saves are pessimistic), which that queue exists for. On a phone the form's Save bar is fixed at the
 * bottom of the screen, where react-admin puts its messages: they go to the top there, so that
 * "correct the fields" never covers Save.
 */
export function DeskNotification() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const translate = useTranslate();
  const { notifications, setNotifications } = useNotificationContext();
  const [shown, setShown] = useState<{ count: number; note: NotificationPayload } | null>(null);
  const [open, setOpen] = useState(false);
  const newest = notifications.at(-1);

  useEffect(() => {
    if (!newest) return;
    setNotifications([]);
    setShown((last) => ({ count: (last?.count ?? 0) + 1, note: newest }));
    setOpen(true);
  }, [newest, setNotifications]);

  if (!shown) return null;
  const { message, type = "info", notificationOptions = {} } = shown.note;
  const { autoHideDuration, messageArgs } = notificationOptions;
  const palette = PALETTE[type];
  return (
    <Snackbar
      // A new message is a new snackbar: the one before goes at once, with its own timer.
      key={shown.count}
      open={open}
      message={typeof message === "string" ? translate(message, { _: message, ...messageArgs }) : message}
      autoHideDuration={autoHideDuration === undefined ? SHOWN_MS : (autoHideDuration ?? undefined)}
      onClose={() => setOpen(false)}
      anchorOrigin={isSmall ? { vertical: "top", horizontal: "center" } : { vertical: "bottom", horizontal: "center" }}
      slotProps={{
        content: { sx: palette ? { bgcolor: `${palette}.main`, color: `${palette}.contrastText` } : undefined },
      }}
    />
  );
}
