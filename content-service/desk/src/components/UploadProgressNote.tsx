import { LinearProgress, Typography, Box } from "@mui/material";
import { useSyncExternalStore } from "react";
import { uploadProgress } from "../data/uploadProgress";

/** "Sending files: 12 of 40" while a save uploads the files chosen, for eyes and screen readers. */
export function UploadProgressNote() {
  const progress = useSyncExternalStore(uploadProgress.subscribe, uploadProgress.get);
  return (
    <Box role="status" sx={{ flex: 1, minWidth: 160, mx: 2 }}>
      {progress ? (
        <>
          <Typography variant="body2">
            Sending files: {progress.sent} of {progress.total}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(100 * progress.sent) / progress.total}
            aria-label="Files sent"
          />
        </>
      ) : null}
    </Box>
  );
}
