import Add from "@mui/icons-material/Add";
import { Button } from "@mui/material";
import { LinkBase, useCreatePath, useResourceContext } from "react-admin";

/** "Add", a button with its word at every width. react-admin's CreateButton becomes a round "+"
 * floating over the list on phones and tablets, where it covers the last row and the page arrows. */
export function AddButton({ variant = "contained" }: { variant?: "contained" | "text" }) {
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!resource) return null;
  return (
    <Button component={LinkBase} to={createPath({ resource, type: "create" })} variant={variant} startIcon={<Add />}>
      Add
    </Button>
  );
}
