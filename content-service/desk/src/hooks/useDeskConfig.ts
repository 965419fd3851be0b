import { useQuery } from "@tanstack/react-query";
import { useDataProvider } from "ra-core";
import type { DeskDataProvider } from "../data/dataProvider";

/** The desk's settings (the public site's address), read once per session. */
export function useDeskConfig() {
  const dataProvider = useDataProvider<DeskDataProvider>();
  return useQuery({ queryKey: ["desk-config"], queryFn: () => dataProvider.getConfig(), staleTime: Infinity });
}
