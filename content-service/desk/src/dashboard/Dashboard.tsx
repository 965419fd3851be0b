import { Box } from "@mui/material";
import { useState } from "react";
import { Title, usePermissions } from "react-admin";
import { indiaTodayIso } from "@school/contract/indiaToday";
import { seesAdminScreens } from "../auth/roles";
import { publishedToday, startOfDay, toTidy } from "../lib/attention";
import { CountSection } from "./CountSection";

/** The desk's home screen: what needs attention, and what was published today, each line a link
 * to the list it counts. The day is the school's in India, fixed when the screen opens. */
export function Dashboard() {
  const { permissions, isPending } = usePermissions();
  const [day] = useState(() => ({ today: indiaTodayIso(), dayStart: startOfDay(new Date()) }));
  return (
    <Box sx={{ display: "grid", gap: 2, mt: 2, mb: 2, maxWidth: 720 }}>
      <Title title="Home" />
      {isPending ? null : (
        <CountSection
          title="Needs attention"
          lines={toTidy({ today: day.today, isAdmin: seesAdminScreens(permissions) })}
        />
      )}
      <CountSection
        title="Published today"
        lines={publishedToday(day.dayStart)}
        onlyFound
        none="Nothing has been added at the desk today."
      />
    </Box>
  );
}
