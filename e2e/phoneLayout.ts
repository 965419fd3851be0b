import { expect, type Page } from "@playwright/test";

/** Scrolls to the very end of the page, once whatever loads late has stopped making it longer. */
export async function scrollToEnd(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const root = document.scrollingElement ?? document.documentElement;
          window.scrollTo(0, root.scrollHeight);
          return Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight;
        }),
      { message: "the page's end can be scrolled to" },
    )
    .toBe(true);
}

/** Every text, link and form control a visitor can see that lies under the floating call and chat
 * buttons, as "what: where" lines (empty when nothing does). Text is measured line by line (a
 * Range's boxes), and every box is cut to what its scrolling or clipping ancestors let show, so
 * that visually hidden text and a carousel's slides out of view do not count. */
export function underFloatingButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const floating = document.querySelector(".floating");
    if (!floating) throw new Error("the floating call and chat buttons are missing");
    const buttons = [...floating.querySelectorAll(".floating__button")].map((b) => b.getBoundingClientRect());

    const clipTo = (rect: DOMRect, element: Element): DOMRect | null => {
      let { left, top, right, bottom } = rect;
      for (let node = element.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX !== "visible" || style.overflowY !== "visible" || style.clip !== "auto") {
          const box = node.getBoundingClientRect();
          left = Math.max(left, box.left);
          top = Math.max(top, box.top);
          right = Math.min(right, box.right);
          bottom = Math.min(bottom, box.bottom);
        }
      }
      return right - left > 1 && bottom - top > 1 ? new DOMRect(left, top, right - left, bottom - top) : null;
    };
    const overlaps = (a: DOMRect) =>
      buttons.some((b) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top);
    const seen = (element: Element) =>
      !floating.contains(element) && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });

    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !seen(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        const shown = clipTo(line, parent);
        if (shown && overlaps(shown))
          found.push(`text "${node.textContent.trim().slice(0, 40)}": y ${Math.round(shown.top)}`);
      }
    }
    for (const control of document.querySelectorAll("a, button, input, select, textarea")) {
      if (!seen(control)) continue;
      const shown = clipTo(control.getBoundingClientRect(), control);
      if (shown && overlaps(shown)) found.push(`<${control.tagName.toLowerCase()}> ${control.outerHTML.slice(0, 80)}`);
    }
    return found;
  });
}

/** The links and buttons shown under `within` whose own box is smaller than `min` px either way, as
 * "name: width×height" lines. Links hidden from sight (a visually hidden label, a submenu not open)
 * are not targets; a slide half out of its carousel's window still is, at its full size. The home
 * page's sections are laid out only near the screen (content-visibility): they are all laid out
 * here, as a visitor scrolling by meets them. */
export function smallTargets(page: Page, min: number, within = "body"): Promise<string[]> {
  return page.locator(within).evaluate((root, size) => {
    for (const part of document.querySelectorAll<HTMLElement>("body *")) {
      if (getComputedStyle(part).contentVisibility === "auto") part.style.contentVisibility = "visible";
    }
    const hidden = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath === "inset(50%)") return true;
      }
      return !element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    };
    return [...root.querySelectorAll("a[href], button, [role=button], input[type=submit], summary")]
      .filter((target) => !hidden(target))
      .map((target) => ({ target, box: target.getBoundingClientRect() }))
      .filter(({ box }) => box.width < size || box.height < size)
      .map(
        ({ target, box }) =>
          `${(target.getAttribute("aria-label") ?? target.textContent ?? "").trim().slice(0, 40)}: ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
  }, min);
}
