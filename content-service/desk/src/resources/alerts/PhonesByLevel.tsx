import { Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useDataProvider } from "ra-core";
import { phonesByLevelText } from "@school/contract/push/pushCounts";
import type { DeskDataProvider } from "../../data/dataProvider";

/** Above the notices' list: how many phones get each level of notice. */
export function PhonesByLevel() {
  const dataProvider = useDataProvider<DeskDataProvider>();
  const { data } = useQuery({ queryKey: ["push-phones"], queryFn: () => dataProvider.getPhonesByLevel() });
  if (!data) return null;
  return (
    <Typography variant="body2" role="status" sx={{ px: 2, py: 1 }}>
      {phonesByLevelText(data)}
    </Typography>
  );
}
