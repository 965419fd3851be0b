/** The budgets of DESIGN.md ("Budgets") and the report the site benchmark prints and stores. */

/** What a page is, for the budgets: Markdown pages have a smaller JavaScript budget than the home page. */
export type Template = "home" | "content" | "hub" | "fee table" | "list" | "detail" | "form" | "calendar" | "toppers";

export interface RouteResult {
  template: Template;
  /** The address measured, with its query (a detail page needs an id). */
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** First-load JavaScript of the page, gzip, in KB (1024 bytes). */
  jsKb: number;
  /** Scored accessibility, best-practice and SEO audits the page failed. */
  failingAudits: string[];
}

export interface BenchReport {
  date: string;
  /** Lighthouse runs per page; the median run is reported. */
  runs: number;
  /** A clean production build; null when the run measured an existing build (--skip-build). */
  buildSeconds: number | null;
  routes: RouteResult[];
  misses: string[];
}

export const BUDGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  seo: 100,
  cls: 0.02,
  buildSeconds: 120,
  /** First-load JavaScript (gzip): the home page, and the pages built from Markdown. */
  homeJsKb: 130,
  markdownJsKb: 100,
} as const;

const MARKDOWN_TEMPLATES: Template[] = ["content", "hub", "fee table"];

/** The JavaScript budget of a template; pages the budgets do not name may use as much as the home page. */
function jsBudgetKb(template: Template): number {
  return MARKDOWN_TEMPLATES.includes(template) ? BUDGETS.markdownJsKb : BUDGETS.homeJsKb;
}

/** Every budget missed, one line each, naming the page, the measure, the figure and the budget. */
export function budgetMisses(buildSeconds: number, routes: RouteResult[]): string[] {
  const misses: string[] = [];
  if (buildSeconds > BUDGETS.buildSeconds) {
    misses.push(`build: ${buildSeconds.toFixed(1)} s, budget ${BUDGETS.buildSeconds} s`);
  }
  for (const route of routes) {
    const name = `${route.url} (${route.template})`;
    const atLeast = (label: string, value: number, budget: number) => {
      if (value < budget) misses.push(`${name}: ${label} ${value}, budget ≥ ${budget}`);
    };
    atLeast("performance", route.performance, BUDGETS.performance);
    atLeast("accessibility", route.accessibility, BUDGETS.accessibility);
    atLeast("best practices", route.bestPractices, BUDGETS.bestPractices);
    atLeast("SEO", route.seo, BUDGETS.seo);
    if (route.cls > BUDGETS.cls) misses.push(`${name}: CLS ${route.cls.toFixed(3)}, budget ≤ ${BUDGETS.cls}`);
    const jsBudget = jsBudgetKb(route.template);
    if (route.jsKb > jsBudget) misses.push(`${name}: first-load JavaScript ${route.jsKb.toFixed(1)} KB, budget ≤ ${jsBudget} KB`);
  }
  return misses;
}

/** The report as a plain-text table, one row a page. */
export function formatTable(routes: RouteResult[]): string {
  const header = ["route", "template", "perf", "a11y", "best pr.", "SEO", "LCP s", "CLS", "TBT ms", "JS KB"];
  const rows = routes.map((r) => [
    r.url,
    r.template,
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    (r.lcpMs / 1000).toFixed(2),
    r.cls.toFixed(3),
    String(Math.round(r.tbtMs)),
    r.jsKb.toFixed(1),
  ]);
  const widths = header.map((_, i) => Math.max(header[i].length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}
