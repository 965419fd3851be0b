import Download from "@mui/icons-material/Download";
import { Button } from "@mui/material";
import { useRecordContext } from "react-admin";
import { resumeLabel } from "./submissionFields";

/** Downloads the applicant's résumé (a private file, sent only to a signed-in admin). */
export function ResumeLink() {
  const record = useRecordContext();
  if (!record?.hasResume) return null;
  return (
    <Button
      size="small"
      href={`/api/desk/submissions/${encodeURIComponent(String(record.id))}/resume`}
      download
      startIcon={<Download />}
    >
      {resumeLabel(record)}
    </Button>
  );
}
