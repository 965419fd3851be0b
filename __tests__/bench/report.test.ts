/** @jest-environment node */
import type { PageSummary } from "../../bench/budgets";
import { formatTable } from "../../bench/report";

const spread = (median: number, min: number, max: number) => ({ median, min, max });

const home: PageSummary = {
  template: "home",
  url: "/",
  runs: {
    performance: spread(97, 88, 100),
    accessibility: spread(100, 100, 100),
    bestPractices: spread(100, 96, 100),
    seo: spread(100, 100, 100),
    lcpMs: spread(1634.2, 1580, 2012.7),
    tbtMs: spread(104.6, 12, 260),
    cls: spread(0.0013, 0.0013, 0.0117),
    mainThreadMs: spread(1840, 1700, 2300),
    domElements: spread(412, 412, 415),
    jsLoadedKb: spread(93.26, 93.26, 93.26),
  },
  build: { jsKb: 92.44, cssKb: 8.25 },
};

it("prints one Markdown row a page, every Lighthouse figure as median (min–max)", () => {
  const lines = formatTable([home, { ...home, template: "list", url: "/news" }]).split("\n");
  expect(lines).toHaveLength(4);
  expect(lines[0].split("|").map((cell) => cell.trim())).toEqual([
    "",
    "route",
    "template",
    "perf",
    "a11y",
    "best pr.",
    "SEO",
    "LCP s",
    "TBT ms",
    "CLS",
    "main thread s",
    "DOM",
    "JS loaded KB",
    "JS KB",
    "CSS KB",
    "",
  ]);
  expect(lines[2].split("|").map((cell) => cell.trim())).toEqual([
    "",
    "/",
    "home",
    "97 (88–100)",
    "100 (100–100)",
    "100 (96–100)",
    "100 (100–100)",
    "1.63 (1.58–2.01)",
    "105 (12–260)",
    "0.001 (0.001–0.012)",
    "1.84 (1.70–2.30)",
    "412 (412–415)",
    "93.3 (93.3–93.3)",
    "92.4",
    "8.3",
    "",
  ]);
  expect(lines[3]).toContain("| /news ");
  expect(new Set(lines.map((line) => line.length)).size).toBe(1);
});
