import { Box, Typography } from "@mui/material";
import { AddButton } from "./AddButton";

/** An empty list says so plainly, and offers Add where staff can add. (react-admin's own empty page
 * has a pale heading out of the page's heading order.) */
export function EmptyList({ text, canAdd = false }: { text: string; canAdd?: boolean }) {
  return (
    <Box sx={{ p: 3, textAlign: "center" }}>
      <Typography sx={{ mb: 2 }}>{text}</Typography>
      {canAdd ? <AddButton /> : null}
    </Box>
  );
}
