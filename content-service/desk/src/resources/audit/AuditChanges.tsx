import { Box } from "@mui/material";
import { useRecordContext } from "react-admin";
import { changeLines } from "./auditFacts";

/** What changed: each field before and after, or the whole item that was added or deleted. */
export function AuditChanges() {
  const record = useRecordContext();
  const lines = changeLines(record?.action, record?.kind, record?.changes);
  if (!lines) return <p>No details were recorded.</p>;
  return (
    <Box
      component="dl"
      sx={{
        display: "grid",
        gridTemplateColumns: "minmax(6em, max-content) 1fr",
        gap: 1,
        m: 0,
        overflowWrap: "anywhere",
      }}
    >
      {lines.map(({ field, text }, index) => (
        <Box key={`${index}:${field}`} sx={{ display: "contents" }}>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {field}
          </Box>
          <Box component="dd" sx={{ m: 0, whiteSpace: "pre-wrap" }}>
            {text}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
