import { useQueries } from "@tanstack/react-query";
import { useDataProvider } from "react-admin";
import type { CountLine } from "../lib/attention";

export type Count = { state: "counting" } | { state: "counted"; total: number } | { state: "failed" };

/** How many items each line's filtered list holds: the total of a one-item page of it. */
export function useCounts(lines: CountLine[]): Count[] {
  const dataProvider = useDataProvider();
  return useQueries({
    queries: lines.map((line) => ({
      queryKey: ["desk-home", line.resource, line.filter],
      queryFn: () =>
        dataProvider.getList(line.resource, {
          filter: line.filter,
          pagination: { page: 1, perPage: 1 },
          sort: { field: "id", order: "ASC" },
        }),
    })),
    combine: (results) =>
      results.map((result): Count =>
        result.isError
          ? { state: "failed" }
          : result.data
            ? { state: "counted", total: result.data.total ?? result.data.data.length }
            : { state: "counting" },
      ),
  });
}
