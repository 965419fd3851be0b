import { Box, Typography } from "@mui/material";

interface DropPlaceholderProps {
  multiple: boolean;
  noun: string;
  /** The id the file field's aria-describedby names: the hint and what the field accepts. */
  hintId: string;
  hint: string;
}

/** What the drop zone says before a file is in it. */
export function DropPlaceholder({ multiple, noun, hintId, hint }: DropPlaceholderProps) {
  return (
    <Box sx={{ py: 2 }}>
      <Typography>
        {multiple ? `Drop ${noun}s here, or click to choose them.` : `Drop a ${noun} here, or click to choose one.`}
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {hint}
      </Typography>
    </Box>
  );
}

/** The drop zone's frame: dashed, red while the field is refused, and outlined while it has focus. */
export const dropZoneSx = (showError: boolean) => ({
  // The error is shown below, tied to the field by id, instead of react-admin's unnamed one.
  "& .MuiFormHelperText-root": { display: "none" },
  "& .RaFileInput-dropZone": {
    border: 2,
    borderStyle: "dashed",
    borderColor: showError ? "error.main" : "grey.500",
  },
  "& .RaFileInput-dropZone:focus-within": {
    outline: 3,
    outlineStyle: "solid",
    outlineColor: "primary.main",
    outlineOffset: 2,
  },
});
