import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** What axe finds on `page`, within `include` and outside `exclude`: one line per violation, its
 * rule, impact and elements, so that a failure names them.
 *
 * Legacy mode runs axe in the page itself. The default mode finishes every run in a blank page of
 * its own, for cross-origin frames, which tripled each run here (1.2 s against 0.47 s on the
 * disclosure page); frames that are not ours (a map, Chromium's PDF viewer) are not ours to check.
 * Only violations are reported in full: the passes' details were built and thrown away. */
export async function axeViolations(page: Page, scope: { include?: string; exclude?: string } = {}) {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
