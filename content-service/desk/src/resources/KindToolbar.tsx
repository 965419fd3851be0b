import { Box, GlobalStyles, useMediaQuery, type Theme } from "@mui/material";
import { DeleteButton, SaveButton, Toolbar, useRecordContext } from "react-admin";
import { UploadProgressNote } from "../components/UploadProgressNote";
import { useKeyboardInset } from "../layout/useKeyboardInset";

/** The phone's bar: one row, 56 px high (react-admin's is 16 px padding round buttons that wrap). */
const PHONE_BAR_HEIGHT = 56;

/** Save, how far the files are sent, and Delete (asking first: a deletion cannot be undone). On a
 * phone react-admin fixes the bar at the bottom of the screen: there it is one row, it rises above
 * the on-screen keyboard, and a focused field scrolls clear of it. Delete is a bin there, named
 * after what it deletes. */
export function KindToolbar({ singular, titleField }: { singular: string; titleField: string }) {
  const record = useRecordContext();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const keyboard = useKeyboardInset();
  const name = record ? String(record[titleField] ?? "") : "";
  return (
    <Toolbar
      sx={{ gap: 1, flexWrap: "nowrap", "&.RaToolbar-mobileToolbar": { minHeight: PHONE_BAR_HEIGHT, py: 0.5, px: 2 } }}
      style={isSmall && keyboard ? { bottom: keyboard } : undefined}
    >
      {isSmall ? <GlobalStyles styles={{ html: { scrollPaddingBottom: PHONE_BAR_HEIGHT + 16 } }} /> : null}
      <SaveButton />
      {/* The note may be narrow here: on a phone it shares the row with both buttons. */}
      <Box sx={{ flex: 1, minWidth: 0, "& > [role=status]": { minWidth: 0, mx: 1 } }}>
        <UploadProgressNote />
      </Box>
      {record ? (
        <DeleteButton
          mutationMode="pessimistic"
          aria-label={`Delete this ${singular}`}
          confirmTitle={`Delete this ${singular}: “${name}”?`}
        />
      ) : null}
    </Toolbar>
  );
}
