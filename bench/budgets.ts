/** The budgets of DESIGN.md ("Budgets"; the Markdown pages' 85 KB from issue 15), in one table, and
 * the check that names every one a page misses. Budgets judge medians only: one lucky run cannot
 * pass them, one unlucky run cannot fail them. */
import { BUILD_FIGURES, RUN_FIGURES, type BuildFigure, type BuildFigures, type RunFigure } from "./figures";
import type { Spread } from "./spread";

/** What a page is, for the budgets. */
export type Template = "home" | "content" | "hub" | "fee table" | "list" | "detail" | "form" | "calendar" | "toppers";

export const TEMPLATES: readonly Template[] = [
  "home",
  "content",
  "hub",
  "fee table",
  "list",
  "detail",
  "form",
  "calendar",
  "toppers",
];

/** Pages built from Markdown by gatsby-node. */
const MARKDOWN: Template[] = ["content", "hub", "fee table"];
const NOT_MARKDOWN = TEMPLATES.filter((t) => !MARKDOWN.includes(t));

export interface Budget {
  figure: RunFigure | BuildFigure;
  /** "min": the median must be at least the limit; "max": at most. */
  bound: "min" | "max";
  limit: number;
  templates: readonly Template[];
}

export const BUDGETS: readonly Budget[] = [
  { figure: "performance", bound: "min", limit: 100, templates: TEMPLATES },
  { figure: "accessibility", bound: "min", limit: 100, templates: TEMPLATES },
  { figure: "bestPractices", bound: "min", limit: 100, templates: TEMPLATES },
  { figure: "seo", bound: "min", limit: 100, templates: TEMPLATES },
  { figure: "cls", bound: "max", limit: 0.02, templates: TEMPLATES },
  { figure: "tbtMs", bound: "max", limit: 100, templates: TEMPLATES },
  { figure: "lcpMs", bound: "max", limit: 1700, templates: TEMPLATES },
  { figure: "mainThreadMs", bound: "max", limit: 1200, templates: TEMPLATES },
  { figure: "domElements", bound: "max", limit: 450, templates: ["home"] },
  { figure: "cssKb", bound: "max", limit: 14, templates: ["home"] },
  { figure: "jsKb", bound: "max", limit: 90, templates: NOT_MARKDOWN },
  { figure: "jsKb", bound: "max", limit: 85, templates: MARKDOWN },
];

/** A clean production build of the whole site. */
export const BUILD_BUDGET_SECONDS = 120;

export interface PageSummary {
  template: Template;
  /** The address measured, with its query (a detail page needs an id). */
  url: string;
  /** Each Lighthouse figure over the page's runs. */
  runs: Record<RunFigure, Spread>;
  build: BuildFigures;
}

export const budgetsFor = (template: Template) => BUDGETS.filter((budget) => budget.templates.includes(template));

const isBuildFigure = (figure: Budget["figure"]): figure is BuildFigure => figure in BUILD_FIGURES;

/** Every budget missed, one line each, naming the page, the measure, its median and range, and the
 * budget. A null build time was not measured (--skip-build) and misses nothing. */
export function budgetMisses(buildSeconds: number | null, pages: PageSummary[]): string[] {
  const misses: string[] = [];
  if (buildSeconds !== null && buildSeconds > BUILD_BUDGET_SECONDS) {
    misses.push(`build: ${buildSeconds.toFixed(1)} s, budget ≤ ${BUILD_BUDGET_SECONDS} s`);
  }
  for (const page of pages) {
    for (const budget of budgetsFor(page.template)) {
      const {
        label,
        unit,
        format: coarse,
        fine,
      } = isBuildFigure(budget.figure) ? BUILD_FIGURES[budget.figure] : RUN_FIGURES[budget.figure];
      const value = isBuildFigure(budget.figure) ? page.build[budget.figure] : page.runs[budget.figure].median;
      const within = budget.bound === "min" ? value >= budget.limit : value <= budget.limit;
      if (within) continue;
      const format = fine && coarse(value) === coarse(budget.limit) ? fine : coarse;
      const withUnit = (text: string) => (unit ? `${text} ${unit}` : text);
      const figure = isBuildFigure(budget.figure)
        ? withUnit(format(value))
        : `median ${withUnit(format(value))} ` +
          `(${format(page.runs[budget.figure].min)}–${format(page.runs[budget.figure].max)})`;
      const sign = budget.bound === "min" ? "≥" : "≤";
      misses.push(
        `${page.url} (${page.template}): ${label} ${figure}, budget ${sign} ${withUnit(format(budget.limit))}`,
      );
    }
  }
  return misses;
}
