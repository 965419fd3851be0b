import { Card, CardContent, Typography } from "@mui/material";
import { useId } from "react";
import type { CountLine } from "../lib/attention";
import { CountItem } from "./CountItem";
import { useCounts } from "./useCounts";

/** A card of counted lines under a heading. With `onlyFound`, lines that count nothing are left
 * out (once all are counted), and `none` says so when every line counted nothing. */
export function CountSection({
  title,
  lines,
  onlyFound = false,
  none,
}: {
  title: string;
  lines: CountLine[];
  onlyFound?: boolean;
  none?: string;
}) {
  const headingId = useId();
  const counts = useCounts(lines);
  const counting = counts.some((count) => count.state === "counting");
  const shown = lines
    .map((line, i) => ({ line, count: counts[i] }))
    .filter(({ count }) => !onlyFound || count.state !== "counted" || count.total > 0);
  return (
    <Card component="section" aria-labelledby={headingId} aria-busy={counting}>
      <CardContent>
        <Typography component="h2" variant="h6" id={headingId} sx={{ mb: 1 }}>
          {title}
        </Typography>
        {onlyFound && counting ? (
          <Typography>Counting…</Typography>
        ) : shown.length ? (
          <Typography component="ul" sx={{ m: 0, pl: 2.5, display: "grid", gap: 1.5 }}>
            {shown.map(({ line, count }) => (
              <CountItem key={line.resource} line={line} count={count} />
            ))}
          </Typography>
        ) : (
          <Typography>{none}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
