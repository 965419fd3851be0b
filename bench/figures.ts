/** What one Lighthouse run of a page measures, and how each figure is named and printed. */

export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's "mainthread-work-breakdown" total: script, style, layout, paint, parsing … */
  mainThreadMs: number;
  /** Lighthouse's "dom-size": elements in the page once it has loaded. */
  domElements: number;
  /** Scripts the browser downloaded during the run, in KB as transferred (Lighthouse's
   * "resource-summary"): unlike first-load JS, it counts chunks a page imports as soon as it runs. */
  jsLoadedKb: number;
}

export type RunFigure = keyof RunFigures;

/** Figures read from the build output, the same in every run. */
export interface BuildFigures {
  /** First-load JavaScript, gzip, in KB (1024 bytes). */
  jsKb: number;
  /** The CSS of the page's <style> elements, gzip, in KB. */
  cssKb: number;
}

export type BuildFigure = keyof BuildFigures;

export interface FigureFormat {
  /** As a missed budget names it. */
  label: string;
  /** Printed after a value in a sentence. */
  unit: string;
  /** The table's column header. */
  column: string;
  format: (value: number) => string;
  /** Where `format` would print a missed budget's median as the budget itself (1.70 s against
   * 1.70 s), this prints the difference. */
  fine?: (value: number) => string;
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const milliseconds = (ms: number) => (ms / 1000).toFixed(3);
const whole = (v: number) => String(Math.round(v));

export const RUN_FIGURES: Record<RunFigure, FigureFormat> = {
  performance: { column: "perf", label: "performance", unit: "", format: whole },
  accessibility: { column: "a11y", label: "accessibility", unit: "", format: whole },
  bestPractices: { column: "best pr.", label: "best practices", unit: "", format: whole },
  seo: { column: "SEO", label: "SEO", unit: "", format: whole },
  lcpMs: { column: "LCP s", label: "LCP", unit: "s", format: seconds, fine: milliseconds },
  tbtMs: { column: "TBT ms", label: "TBT", unit: "ms", format: whole },
  cls: { column: "CLS", label: "CLS", unit: "", format: (v) => v.toFixed(3) },
  mainThreadMs: { column: "main thread s", label: "main-thread work", unit: "s", format: seconds, fine: milliseconds },
  domElements: { column: "DOM", label: "DOM elements", unit: "", format: whole },
  jsLoadedKb: { column: "JS loaded KB", label: "JavaScript loaded", unit: "KB", format: (v) => v.toFixed(1) },
};

export const BUILD_FIGURES: Record<BuildFigure, FigureFormat> = {
  jsKb: { column: "JS KB", label: "first-load JS", unit: "KB", format: (v) => v.toFixed(1) },
  cssKb: { column: "CSS KB", label: "CSS in HTML", unit: "KB", format: (v) => v.toFixed(1) },
};
