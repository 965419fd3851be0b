import { Typography } from "@mui/material";
import { Link } from "react-admin";
import { listLink, type CountLine } from "../lib/attention";
import type { Count } from "./useCounts";

const shown = (count: Count) =>
  count.state === "counted" ? String(count.total) : count.state === "failed" ? "could not be counted" : "counting…";

/** "Past events: 3", a link to the list of them, and why they need attention. */
export function CountItem({ line, count }: { line: CountLine; count: Count }) {
  return (
    <li>
      <Link to={listLink(line.resource, line.filter)} sx={{ fontSize: "1.05rem" }}>
        {line.label}: <strong>{shown(count)}</strong>
      </Link>
      {line.hint ? (
        <Typography variant="body2" color="text.secondary">
          {line.hint}
        </Typography>
      ) : null}
    </li>
  );
}
