/** @jest-environment node */
import {
  BUILD_BUDGET_SECONDS,
  BUDGETS,
  budgetMisses,
  budgetsFor,
  TEMPLATES,
  type PageSummary,
  type Template,
} from "../../bench/budgets";
import type { RunFigure, RunFigures } from "../../bench/figures";
import { spreadsOf } from "../../bench/spread";

const GOOD: RunFigures = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 40,
  cls: 0.001,
  mainThreadMs: 1100,
  domElements: 300,
  jsLoadedKb: 80,
};

/** A page whose runs are GOOD except for the figures given, one value a run. */
function page(
  template: Template,
  perRun: Partial<Record<RunFigure, number[]>> = {},
  build = { jsKb: 80, cssKb: 8 },
): PageSummary {
  const count = Math.max(5, ...Object.values(perRun).map((values) => values.length));
  const runs = Array.from({ length: count }, (_, i) => ({
    ...GOOD,
    ...Object.fromEntries(Object.entries(perRun).map(([figure, values]) => [figure, values[i]])),
  }));
  return {
    template,
    url: `/${template.replace(" ", "-")}`,
    runs: spreadsOf(runs, Object.keys(GOOD) as RunFigure[]),
    build,
  };
}

it("passes every template within every budget", () => {
  expect(
    budgetMisses(
      60,
      TEMPLATES.map((template) => page(template)),
    ),
  ).toEqual([]);
});

it("judges the median: one lucky run does not pass a budget and one unlucky run does not fail it", () => {
  expect(budgetMisses(null, [page("home", { tbtMs: [400, 20, 380, 390, 410] })])).toEqual([
    "/home (home): TBT median 390 ms (20–410), budget ≤ 100 ms",
  ]);
  expect(
    budgetMisses(null, [page("home", { tbtMs: [900, 40, 50, 60, 45], performance: [60, 100, 100, 100, 97] })]),
  ).toEqual([]);
});

it.each(TEMPLATES)("holds %s pages to DESIGN.md's TBT, LCP and main-thread budgets", (template) => {
  const five = (value: number) => [value, value, value, value, value];
  expect(
    budgetMisses(null, [page(template, { tbtMs: five(100), lcpMs: five(1700), mainThreadMs: five(1200) })]),
  ).toEqual([]);
  const over = {
    tbtMs: [110, 90, 120, 110, 105],
    lcpMs: [1710, 1740, 1690, 1710, 1720],
    mainThreadMs: [1250, 1210, 1300, 1250, 1260],
  };
  const name = `/${template.replace(" ", "-")} (${template})`;
  expect(budgetMisses(null, [page(template, over)])).toEqual([
    `${name}: TBT median 110 ms (90–120), budget ≤ 100 ms`,
    `${name}: LCP median 1.71 s (1.69–1.74), budget ≤ 1.70 s`,
    `${name}: main-thread work median 1.25 s (1.21–1.30), budget ≤ 1.20 s`,
  ]);
});

it("prints a median that misses by less than its format shows precisely enough to see the miss", () => {
  expect(budgetMisses(null, [page("detail", { lcpMs: [1783.9, 1702.8, 1714, 1668.3, 1694.2] })])).toEqual([
    "/detail (detail): LCP median 1.703 s (1.668–1.784), budget ≤ 1.700 s",
  ]);
});

it("holds the home page to its DOM and CSS budgets, which other templates do not have", () => {
  const heavy = { domElements: [802, 802, 802, 802, 802] };
  expect(budgetMisses(null, [page("home", heavy, { jsKb: 90, cssKb: 14.5 })])).toEqual([
    "/home (home): DOM elements median 802 (802–802), budget ≤ 450",
    "/home (home): CSS in HTML 14.5 KB, budget ≤ 14.0 KB",
  ]);
  expect(budgetMisses(null, [page("content", heavy, { jsKb: 80, cssKb: 20 })])).toEqual([]);
});

it("gives every template 90 KB of first-load JavaScript, and Markdown pages 85 KB", () => {
  expect(
    budgetMisses(null, [page("home", {}, { jsKb: 90, cssKb: 8 }), page("content", {}, { jsKb: 85, cssKb: 8 })]),
  ).toEqual([]);
  expect(budgetMisses(null, [page("home", {}, { jsKb: 90.1, cssKb: 8 })])).toEqual([
    "/home (home): first-load JS 90.1 KB, budget ≤ 90.0 KB",
  ]);
  for (const template of ["list", "detail", "form", "calendar", "toppers"] as Template[]) {
    expect(budgetMisses(null, [page(template, {}, { jsKb: 90.1, cssKb: 8 })])).toHaveLength(1);
  }
  for (const template of ["content", "hub", "fee table"] as Template[]) {
    expect(budgetMisses(null, [page(template, {}, { jsKb: 87.7, cssKb: 8 })])).toHaveLength(1);
  }
});

it("names the page, the figure, the median with its range and the budget of every score missed", () => {
  const poor = {
    performance: [99, 100, 98, 100, 60],
    accessibility: [96, 96, 96, 96, 96],
    bestPractices: [96, 96, 96, 96, 96],
    seo: [91, 91, 91, 91, 91],
    cls: [0.05, 0.05, 0.01, 0.06, 0.05],
  };
  expect(budgetMisses(130.44, [page("content", poor)])).toEqual([
    "build: 130.4 s, budget ≤ 120 s",
    "/content (content): performance median 99 (60–100), budget ≥ 100",
    "/content (content): accessibility median 96 (96–96), budget ≥ 100",
    "/content (content): best practices median 96 (96–96), budget ≥ 100",
    "/content (content): SEO median 91 (91–91), budget ≥ 100",
    "/content (content): CLS median 0.050 (0.010–0.060), budget ≤ 0.020",
  ]);
});

it("does not judge a build it did not time", () => {
  expect(budgetMisses(null, [])).toEqual([]);
  expect(budgetMisses(BUILD_BUDGET_SECONDS, [])).toEqual([]);
});

it("gives every template the four Lighthouse scores, CLS, TBT, LCP, main-thread work and first-load JS", () => {
  for (const template of TEMPLATES) {
    const figures = budgetsFor(template).map((budget) => budget.figure);
    expect(figures).toEqual(
      expect.arrayContaining([
        "performance",
        "accessibility",
        "bestPractices",
        "seo",
        "cls",
        "tbtMs",
        "lcpMs",
        "mainThreadMs",
        "jsKb",
      ]),
    );
    expect(figures.filter((figure) => figure === "jsKb")).toHaveLength(1);
  }
  expect(BUDGETS.length).toBeGreaterThan(0);
});
