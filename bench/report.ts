/** The benchmark's table: one row a page, each Lighthouse figure as its median with the range it
 * moved in, and the figures read from the build. As Markdown, so it pastes into a note. */
import type { PageSummary } from "./budgets";
import { BUILD_FIGURES, RUN_FIGURES, type BuildFigure, type RunFigure } from "./figures";

const RUN_COLUMNS = Object.keys(RUN_FIGURES) as RunFigure[];
const BUILD_COLUMNS = Object.keys(BUILD_FIGURES) as BuildFigure[];

export function formatTable(pages: PageSummary[]): string {
  const header = [
    "route",
    "template",
    ...RUN_COLUMNS.map((f) => RUN_FIGURES[f].column),
    ...BUILD_COLUMNS.map((f) => BUILD_FIGURES[f].column),
  ];
  const rows = pages.map((page) => [
    page.url,
    page.template,
    ...RUN_COLUMNS.map((figure) => {
      const { format } = RUN_FIGURES[figure];
      const { median, min, max } = page.runs[figure];
      return `${format(median)} (${format(min)}–${format(max)})`;
    }),
    ...BUILD_COLUMNS.map((figure) => BUILD_FIGURES[figure].format(page.build[figure])),
  ]);
  const widths = header.map((_, i) => Math.max(header[i].length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(" | ")} |`;
  const rule = `|${widths.map((w, i) => (i < 2 ? `:${"-".repeat(w + 1)}` : `${"-".repeat(w + 1)}:`)).join("|")}|`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}
