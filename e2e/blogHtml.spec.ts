import { expect, test, type Page } from "@playwright/test";
import { API_ORIGIN } from "./serviceStubs";
import { XSS_VECTORS } from "./xssCorpus";

/** A post as another host of the API might send it: never sanitised, with every known vector. */
const POST_HTML =
  '<h2>Reading week</h2><p>Open to all. <a href="https://example.org/books">Book list</a> ' +
  '<a href="data:text/html,x">data link</a></p>' +
  XSS_VECTORS.join("\n");

/** The seeded post's answer with its HTML replaced, wherever the answer holds it. */
async function servePost(page: Page) {
  await page.route(`${API_ORIGIN}/api/innerBlog?*`, async (route) => {
    const response = await route.fetch();
    const replace = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(replace)
        : value && typeof value === "object"
          ? Object.fromEntries(
              Object.entries(value).map(([key, inner]) => [key, key === "description" ? POST_HTML : replace(inner)]),
            )
          : value;
    await route.fulfill({ response, json: replace(await response.json()) });
  });
}

for (const [browser, withoutSetHtml] of [
  ["with its own sanitizer (setHTML)", false],
  ["without one (DOMPurify)", true],
] as const)
  test(`a blog post's HTML is shown safe in a browser ${browser}`, async ({ page }) => {
    // The policy would stop inline handlers anyway: this proves the sanitising alone.
    await page.addInitScript((remove) => {
      const w = window as unknown as { __xssRan: number[]; __xss: (n: number) => void };
      w.__xssRan = [];
      w.__xss = (n) => w.__xssRan.push(n);
      if (remove) delete (Element.prototype as { setHTML?: unknown }).setHTML;
    }, withoutSetHtml);
    await servePost(page);
    await page.goto("/blog-inner?id=blog_1");
    const prose = page.locator(".prose");
    await expect(prose.getByRole("heading", { name: "Reading week" })).toBeVisible();
    await expect(prose.getByRole("link", { name: "Book list" })).toHaveAttribute("target", "_blank");
    await expect(prose.getByText("data link")).not.toHaveAttribute("href", /.*/);
    for (let i = 0; i < 15; i++) await page.keyboard.press("Tab");
    await prose.hover();
    const found = await prose.evaluate((root) =>
      Array.from(root.querySelectorAll("*")).flatMap((element) => [
        ...(/^(script|style|iframe|object|embed|svg|math|form|input|button|select|textarea|template|meta|base)$/i.test(
          element.localName,
        )
          ? [`<${element.localName}>`]
          : []),
        ...Array.from(element.attributes)
          .filter(({ name, value }) => /^on/i.test(name) || /^\s*(javascript|data):/i.test(value))
          .map(({ name }) => `${element.localName} ${name}`),
      ]),
    );
    const ran = await page.evaluate(() => (window as unknown as { __xssRan: number[] }).__xssRan);
    expect({ found, ran }).toEqual({ found: [], ran: [] });
  });
