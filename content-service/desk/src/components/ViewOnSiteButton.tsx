import OpenInNew from "@mui/icons-material/OpenInNew";
import { Button } from "@mui/material";
import { useRecordContext } from "react-admin";
import { useDeskConfig } from "../hooks/useDeskConfig";
import { publicUrl } from "../lib/publicUrl";

/** A link to the public page that shows the record, named after it for screen readers. `label`
 * names the column when it stands in a list. */
export function ViewOnSiteButton({ titleField }: { titleField: string; label?: string }) {
  const record = useRecordContext();
  const { data } = useDeskConfig();
  const href = publicUrl(data?.siteUrl, record?.publicPath);
  if (!record || !href) return null;
  return (
    <Button
      size="small"
      href={href}
      target="_blank"
      rel="noopener"
      startIcon={<OpenInNew />}
      aria-label={`View on the site: ${String(record[titleField] ?? "")} (opens in a new tab)`}
      onClick={(event) => event.stopPropagation()}
    >
      View on the site
    </Button>
  );
}
