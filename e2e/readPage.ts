import { expect, type Page } from "@playwright/test";

/** Scrolls down half a screen at a time to the page's end, as a visitor reading it does, letting
 * each step's requests finish: every part that waits to come near the screen before it runs
 * (HydrateWhenNear: the home page's sections below the first screen) has then come near. */
export async function readToTheEnd(page: Page): Promise<void> {
  let inFlight = 0;
  const started = () => (inFlight += 1);
  const ended = () => (inFlight -= 1);
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  try {
    for (let atEnd = false, steps = 0; !atEnd; steps += 1) {
      if (steps > 60) throw new Error("the page did not end after 60 half screens");
      // Each position is drawn before the next step: the browser tells a part that it has come
      // near only when it draws a frame, and on a busy machine several steps taken between two
      // frames jumped over whole sections, which then never came near (seen in the repeated suite).
      atEnd = await page.evaluate(async () => {
        window.scrollBy(0, window.innerHeight / 2);
        await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await expect.poll(() => inFlight, { intervals: [50], timeout: 15_000 }).toBeLessThanOrEqual(0);
    }
  } finally {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
}
