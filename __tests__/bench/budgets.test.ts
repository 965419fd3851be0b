/** @jest-environment node */
import { budgetMisses, formatTable, type RouteResult } from "../../bench/budgets";

const page = (overrides: Partial<RouteResult> = {}): RouteResult => ({
  template: "content",
  url: "/our-mission",
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1400,
  cls: 0,
  tbtMs: 20,
  jsKb: 88,
  failingAudits: [],
  ...overrides,
});

it("passes a page within every budget", () => {
  expect(budgetMisses(60, [page(), page({ template: "home", url: "/", jsKb: 125 })])).toEqual([]);
});

it("names the page, the measure, the figure and the budget of every miss", () => {
  const misses = budgetMisses(130.44, [page({ performance: 90, accessibility: 96, bestPractices: 92, seo: 91, cls: 0.05, jsKb: 104.26 })]);
  expect(misses).toEqual([
    "build: 130.4 s, budget 120 s",
    "/our-mission (content): performance 90, budget ≥ 95",
    "/our-mission (content): accessibility 96, budget ≥ 100",
    "/our-mission (content): best practices 92, budget ≥ 95",
    "/our-mission (content): SEO 91, budget ≥ 100",
    "/our-mission (content): CLS 0.050, budget ≤ 0.02",
    "/our-mission (content): first-load JavaScript 104.3 KB, budget ≤ 100 KB",
  ]);
});

it.each([
  ["hub", 101, 1],
  ["fee table", 101, 1],
  ["content", 99, 0],
  ["home", 101, 0],
  ["list", 120, 0],
  ["home", 131, 1],
] as const)("holds a %s page's %i KB of JavaScript to its budget (%i miss)", (template, jsKb, misses) => {
  expect(budgetMisses(60, [page({ template, jsKb })])).toHaveLength(misses);
});

it("prints one aligned row a page with LCP in seconds", () => {
  const lines = formatTable([page(), page({ template: "home", url: "/", lcpMs: 2345.6, cls: 0.0123 })]).split("\n");
  expect(lines).toHaveLength(4);
  expect(lines[0]).toMatch(/^route\s+template\s+perf\s+a11y\s+best pr\.\s+SEO\s+LCP s\s+CLS\s+TBT ms\s+JS KB$/);
  expect(lines[3]).toMatch(/^\/\s+home\s+99\s+100\s+100\s+100\s+2\.35\s+0\.012\s+20\s+88\.0$/);
  expect(new Set(lines.map((line) => line.length)).size).toBe(1);
});
