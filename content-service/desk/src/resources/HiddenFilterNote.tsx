import { Alert, Button } from "@mui/material";
import { useListContext } from "react-admin";
import { filterWords } from "../lib/filterWords";

const decapitalised = (text: string) => `${text[0].toLowerCase()}${text.slice(1)}`;

/** The filters of a list that no field on the screen shows (set by the home screen's links), in
 * words, with a way back to the whole list. */
export function HiddenFilterNote({ shown, labelOf }: { shown: string[]; labelOf: (source: string) => string }) {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const hidden = Object.entries(filterValues ?? {}).filter(([key]) => !shown.includes(key));
  if (!hidden.length) return null;
  const kept = Object.fromEntries(Object.entries(filterValues).filter(([key]) => shown.includes(key)));
  return (
    <Alert
      severity="info"
      sx={{ mx: 1, my: 1 }}
      action={
        <Button
          color="inherit"
          size="small"
          sx={{ whiteSpace: "nowrap" }}
          onClick={() => setFilters(kept, displayedFilters)}
        >
          Show all
        </Button>
      }
    >
      Showing only: {hidden.map(([key, value]) => decapitalised(filterWords(key, value, labelOf))).join("; ")}.
    </Alert>
  );
}
