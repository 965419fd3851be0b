import { Box } from "@mui/material";
import { useRecordContext } from "react-admin";

const shown = (value: unknown) => (value === undefined || value === null || value === "" ? "—" : typeof value === "string" ? value : JSON.stringify(value));

/** What changed: each field before and after, or the whole item that was added or deleted. */
export function AuditChanges() {
  const record = useRecordContext();
  const changes = record?.changes;
  if (!changes || typeof changes !== "object") return <p>No details were recorded.</p>;
  return (
    <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "minmax(6em, max-content) 1fr", gap: 1, m: 0, overflowWrap: "anywhere" }}>
      {Object.entries(changes as Record<string, unknown>).map(([field, value]) => (
        <Box key={field} sx={{ display: "contents" }}>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {field}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {record?.action === "update" && Array.isArray(value) && value.length === 2 ? `${shown(value[0])} → ${shown(value[1])}` : shown(value)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
