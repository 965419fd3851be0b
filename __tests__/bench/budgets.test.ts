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
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 40,
  cls: 0.001,
  mainThreadMs: 1200,
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
    "/home (home): TBT median 390 ms (20–410), budget ≤ 150 ms",
  ]);
  expect(
    budgetMisses(null, [page("home", { tbtMs: [900, 40, 50, 60, 45], performance: [60, 99, 98, 99, 97] })]),
  ).toEqual([]);
});

it("gives the home page the tighter TBT budget and every other template 200 ms", () => {
  const tbt = { tbtMs: [180, 180, 180, 180, 180] };
  expect(budgetMisses(null, [page("home", tbt)])).toEqual([
    "/home (home): TBT median 180 ms (180–180), budget ≤ 150 ms",
  ]);
  expect(
    budgetMisses(
      null,
      TEMPLATES.filter((t) => t !== "home").map((t) => page(t, tbt)),
    ),
  ).toEqual([]);
  expect(budgetMisses(null, [page("calendar", { tbtMs: [201, 201, 201, 201, 201] })])).toEqual([
    "/calendar (calendar): TBT median 201 ms (201–201), budget ≤ 200 ms",
  ]);
});

it("holds the home page to its main-thread, DOM and CSS budgets, which other templates do not have", () => {
  const heavy = { mainThreadMs: [2400, 2100, 2600, 2050, 2300], domElements: [802, 802, 802, 802, 802] };
  expect(budgetMisses(null, [page("home", heavy, { jsKb: 90, cssKb: 14.5 })])).toEqual([
    "/home (home): main-thread work median 2.30 s (2.05–2.60), budget ≤ 2.00 s",
    "/home (home): DOM elements median 802 (802–802), budget ≤ 450",
    "/home (home): CSS in HTML 14.5 KB, budget ≤ 14.0 KB",
  ]);
  expect(budgetMisses(null, [page("content", heavy, { jsKb: 80, cssKb: 20 })])).toEqual([]);
});

it("holds list, detail and toppers pages to LCP ≤ 2.0 s", () => {
  const slow = { lcpMs: [2400, 2300, 2500, 1900, 2450] };
  expect(
    budgetMisses(
      null,
      (["list", "detail", "toppers"] as Template[]).map((t) => page(t, slow)),
    ),
  ).toEqual([
    "/list (list): LCP median 2.40 s (1.90–2.50), budget ≤ 2.00 s",
    "/detail (detail): LCP median 2.40 s (1.90–2.50), budget ≤ 2.00 s",
    "/toppers (toppers): LCP median 2.40 s (1.90–2.50), budget ≤ 2.00 s",
  ]);
  expect(budgetMisses(null, [page("home", slow), page("content", slow), page("form", slow)])).toEqual([]);
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
    performance: [90, 91, 89, 96, 60],
    accessibility: [96, 96, 96, 96, 96],
    bestPractices: [92, 92, 92, 92, 92],
    seo: [91, 91, 91, 91, 91],
    cls: [0.05, 0.05, 0.01, 0.06, 0.05],
  };
  expect(budgetMisses(130.44, [page("content", poor)])).toEqual([
    "build: 130.4 s, budget ≤ 120 s",
    "/content (content): performance median 90 (60–96), budget ≥ 95",
    "/content (content): accessibility median 96 (96–96), budget ≥ 100",
    "/content (content): best practices median 92 (92–92), budget ≥ 95",
    "/content (content): SEO median 91 (91–91), budget ≥ 100",
    "/content (content): CLS median 0.050 (0.010–0.060), budget ≤ 0.020",
  ]);
});

it("does not judge a build it did not time", () => {
  expect(budgetMisses(null, [])).toEqual([]);
  expect(budgetMisses(BUILD_BUDGET_SECONDS, [])).toEqual([]);
});

it("gives every template the four Lighthouse scores, CLS and a TBT budget", () => {
  for (const template of TEMPLATES) {
    const figures = budgetsFor(template).map((budget) => budget.figure);
    expect(figures).toEqual(
      expect.arrayContaining(["performance", "accessibility", "bestPractices", "seo", "cls", "tbtMs"]),
    );
    expect(figures.filter((figure) => figure === "tbtMs")).toHaveLength(1);
  }
  expect(BUDGETS.length).toBeGreaterThan(0);
});
