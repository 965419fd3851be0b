import { expect, test, type Page } from "@playwright/test";

/** Marks every element a keyboard user should be able to reach: focusable and shown. A radio group
 * is one stop (Tab enters it, the arrow keys move within it), so its radios share one mark. */
async function markReachable(page: Page): Promise<number> {
  return page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
    const elements = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
      (el) =>
        el.tabIndex >= 0 &&
        el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
        !el.closest("[inert], [aria-hidden=true]"),
    );
    elements.forEach((el, i) => {
      const radio = el instanceof HTMLInputElement && el.type === "radio" && el.name;
      el.setAttribute("data-kb", radio ? `radio:${el.name}` : String(i));
    });
    return new Set(elements.map((el) => el.getAttribute("data-kb"))).size;
  });
}

/** Tabs through the whole page once, noting each element reached and whether its focus shows. */
async function tabThrough(page: Page, count: number) {
  const reached = new Set<string>();
  const unseen: string[] = [];
  // Room for stops the page adds as focus reaches them (a carousel that starts near the screen, the
  // news scroller's further items): every control marked at load must still be reached.
  for (let i = 0; i < count * 2 + 10 && reached.size < count; i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
      const rect = el.getBoundingClientRect();
      return {
        id: el.getAttribute("data-kb"),
        name: `${el.tagName.toLowerCase()} ${el.getAttribute("type") ?? ""} ${el.getAttribute("name") ?? ""} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}" at ${Math.round(rect.top)}+${Math.round(rect.height)}`,
        indicated: outline || style.boxShadow !== "none",
        onScreen: rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < innerHeight,
      };
    });
    if (!focused) continue;
    if (focused.id !== null) reached.add(focused.id);
    if (!focused.indicated || !focused.onScreen) unseen.push(focused.name);
  }
  return { reached, unseen };
}

for (const route of ["/", "/our-laboratory", "/news", "/contact-us", "/Career", "/school-calendar"]) {
  test(`${route}: every control is reached by Tab and shows where focus is`, async ({ page }) => {
    await page.goto(route);
    await page.waitForLoadState("networkidle");
    const count = await markReachable(page);
    expect(count).toBeGreaterThan(5);
    const { reached, unseen } = await tabThrough(page, count);
    const missed = await page.evaluate(
      (ids) => {
        const firstOfMark = new Map<string, HTMLElement>();
        for (const el of Array.from(document.querySelectorAll<HTMLElement>("[data-kb]"))) {
          const mark = el.dataset.kb ?? "";
          if (!firstOfMark.has(mark)) firstOfMark.set(mark, el);
        }
        return [...firstOfMark]
          .filter(([mark]) => !ids.includes(mark))
          .map(
            ([mark, el]) =>
              `${mark} ${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`,
          );
      },
      [...reached],
    );
    expect({ missed, unseen }).toEqual({ missed: [], unseen: [] });
  });
}
