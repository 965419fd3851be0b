import type { Result } from "lighthouse";
import type { RunFigures } from "./figures";

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

function audit(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== "number")
    throw new Error(`Lighthouse's result for ${lhr.finalDisplayedUrl} has no figure for ${id}`);
  return value;
}

/** The figures the benchmark keeps from one run. */
export function figuresOf(lhr: Result): RunFigures {
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    lcpMs: audit(lhr, "largest-contentful-paint"),
    tbtMs: audit(lhr, "total-blocking-time"),
    cls: audit(lhr, "cumulative-layout-shift"),
    mainThreadMs: audit(lhr, "mainthread-work-breakdown"),
    domElements: audit(lhr, "dom-size"),
    jsLoadedKb: scriptTransferBytes(lhr) / 1024,
  };
}

function scriptTransferBytes(lhr: Result): number {
  const details = lhr.audits["resource-summary"]?.details as
    { items?: { resourceType: string; transferSize: number }[] } | undefined;
  const scripts = details?.items?.find((item) => item.resourceType === "script");
  if (!scripts) throw new Error(`Lighthouse's result for ${lhr.finalDisplayedUrl} has no resource summary`);
  return scripts.transferSize;
}

/** The scored accessibility, best-practice and SEO audits a run failed (the table shows only the
 * scores), so that a missed budget says what to fix. */
export function failingAudits(lhr: Result): string[] {
  return ["accessibility", "best-practices", "seo"].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
}
