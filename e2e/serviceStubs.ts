import type { Page } from "@playwright/test";
import { API_BASE_URL } from "../src/lib/serviceAddress";

/** The content service's address as the build knows it (GATSBY_CONTENT_API_URL). */
export const API_ORIGIN = API_BASE_URL;

export type Breakage = "down" | "500" | "html" | "garbage-json" | "hang" | "slow" | "closed" | "empty";

/** How long a slow service takes: far beyond the client's timeout (REQUEST_TIMEOUT_MS, 8 s). */
const SLOW_ANSWER_MS = 20_000;

/** Makes every call to the content service answer as an empty or a broken service would. */
export async function breakService(page: Page, how: Breakage): Promise<void> {
  await page.route(`${API_ORIGIN}/**`, async (route) => {
    switch (how) {
      case "empty":
        return route.fulfill({ status: 200, contentType: "application/json", body: "[]" });
      case "down":
        return route.abort("connectionrefused");
      case "500":
        return route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' });
      case "html":
        return route.fulfill({ status: 200, contentType: "text/html", body: "<html><body>Bad gateway</body></html>" });
      case "garbage-json":
        return route.fulfill({
          status: 200,
          contentType: "application/json",
          body: '{"data":{"weird":[1,null,"x"]},"title":7}',
        });
      case "closed":
        return route.abort("connectionclosed");
      case "slow": {
        // The real answer, held back until long after the page gave up on it.
        const response = await route.fetch();
        await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS));
        return route.fulfill({ response }).catch(() => undefined);
      }
      case "hang":
        // Never answers: the client's own timeout must give up.
        return new Promise<void>(() => undefined);
    }
  });
}

/** Records layout shifts from the first paint on, with what moved; read with `layoutShift(page)`. */
export async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; moved: string[] }[] };
    w.__shifts = [];
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? "?";
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${node.className && typeof node.className === "string" ? `.${node.className.trim().split(/\s+/).join(".")}` : ""}`;
    };
    type Shift = {
      value: number;
      hadRecentInput: boolean;
      sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources ?? [];
        const moved = sources.map(
          (source) =>
            `${describe(source.node)} x ${Math.round(source.previousRect.x)}→${Math.round(source.currentRect.x)}, y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)} (h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}) at scrollY ${Math.round(window.scrollY)}`,
        );
        w.__shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The page's cumulative layout shift so far, and a line per shift saying what moved (for a failure's message). */
export async function layoutShift(page: Page): Promise<{ total: number; report: string }> {
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts,
  );
  return {
    total: shifts.reduce((sum, shift) => sum + shift.value, 0),
    report: shifts.map((shift) => `${shift.value.toFixed(4)}: ${shift.moved.join("; ")}`).join("\n"),
  };
}
