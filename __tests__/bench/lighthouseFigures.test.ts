/** @jest-environment node */
import type { Result } from "lighthouse";
import { failingAudits, figuresOf } from "../../bench/lighthouseFigures";

const audits: Record<string, { score: number | null; numericValue?: number; details?: unknown }> = {
  "largest-contentful-paint": { score: 0.9, numericValue: 1634.5 },
  "total-blocking-time": { score: 1, numericValue: 104 },
  "cumulative-layout-shift": { score: 1, numericValue: 0.0013 },
  "mainthread-work-breakdown": { score: 1, numericValue: 1840.2 },
  "dom-size": { score: 1, numericValue: 412 },
  "resource-summary": {
    score: null,
    details: {
      items: [
        { resourceType: "total", transferSize: 300_000 },
        { resourceType: "script", transferSize: 95_744 },
      ],
    },
  },
  "color-contrast": { score: 0 },
  "image-alt": { score: 1 },
  "meta-description": { score: 0 },
  "errors-in-console": { score: 0 },
};

const lhr = {
  finalDisplayedUrl: "http://localhost:9200/",
  audits,
  categories: {
    performance: { score: 0.97, auditRefs: [] },
    accessibility: {
      score: 0.96,
      auditRefs: [
        { id: "color-contrast", weight: 7 },
        { id: "image-alt", weight: 10 },
      ],
    },
    "best-practices": { score: 1, auditRefs: [{ id: "errors-in-console", weight: 0 }] },
    seo: { score: 0.92, auditRefs: [{ id: "meta-description", weight: 1 }] },
  },
} as unknown as Result;

it("keeps the scores out of 100 and the metrics of one run", () => {
  expect(figuresOf(lhr)).toEqual({
    performance: 97,
    accessibility: 96,
    bestPractices: 100,
    seo: 92,
    lcpMs: 1634.5,
    tbtMs: 104,
    cls: 0.0013,
    mainThreadMs: 1840.2,
    domElements: 412,
    jsLoadedKb: 93.5,
  });
});

it("names a missing figure instead of reporting it as zero", () => {
  const withoutDom = { ...lhr, audits: { ...audits, "dom-size": { score: null } } } as unknown as Result;
  expect(() => figuresOf(withoutDom)).toThrow("http://localhost:9200/ has no figure for dom-size");
});

it("lists the scored audits a run failed, not the passed or unweighted ones", () => {
  expect(failingAudits(lhr)).toEqual(["accessibility: color-contrast", "seo: meta-description"]);
});
