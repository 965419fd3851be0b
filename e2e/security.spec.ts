import { expect, test, type Page } from "@playwright/test";
import { readToTheEnd } from "./readPage";

/** Counts Content-Security-Policy violations the page reports. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      w.__csp.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

test("pages are served with a strict Content-Security-Policy and the other security headers", async ({ request }) => {
  for (const route of ["/", "/about-us", "/contact-us", "/hall-of-Fame"]) {
    const response = await request.get(route);
    const headers = response.headers();
    const csp = headers["content-security-policy"];
    expect(csp, route).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[^']+')+;/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
  }
  expect((await request.get("/_headers")).status()).toBe(200);
});

test("HSTS is sent over HTTPS only", async ({ request }) => {
  expect((await request.get("/")).headers()["strict-transport-security"]).toBeUndefined();
  const overHttps = await request.get("/", { headers: { "X-Forwarded-Proto": "https" } });
  expect(overHttps.headers()["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  expect(await (await request.get("/_headers")).text()).toContain(
    "Strict-Transport-Security: max-age=31536000; includeSubDomains",
  );
});

test("the site works under its policy: live data, client navigation, lightbox, embeds, forms", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/");
  await readToTheEnd(page);
  await expect(page.getByRole("region", { name: "Class XII toppers" }).getByText("Riya Sen")).toBeAttached();
  await page.waitForLoadState("networkidle");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Hostel", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Hostel" })).toBeVisible();
  // Each page's head (its Head export) follows a navigation inside the site, not only a full load.
  await expect(page).toHaveTitle(/^Hostel \| /);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/our-hostel$/);
  await page.getByRole("main").getByRole("link", { name: "About Hostel", exact: true }).click();
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: /^Open photo 1 of 14/ }).click();
  await expect(page.locator(".yarl__root")).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("link", { name: "Home", exact: true }).first().click();
  await expect(page.getByRole("group", { name: "School life" })).toBeVisible();
  await page.getByRole("button", { name: "Show map" }).click();
  await expect(page.getByTitle(/Map showing/)).toBeAttached();
  // A post from the service, rendered through the sanitiser. (A hostile post makes Chromium report
  // its inline handlers while DOMPurify parses them in an inert document: blocked, nothing runs.)
  await page.goto("/blog-inner?id=blog_1");
  await expect(page.getByRole("heading", { name: "Reading aloud" })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test("the page not found runs under a policy of its own file at every address that shows it", async ({ page }) => {
  const violations = await watchViolations(page);
  // 404.html (a missing address, or its own name) and 404/index.html differ in an inline script.
  for (const url of ["/no-such-page", "/404.html", "/404", "/404/"]) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await violations(), url).toEqual([]);
  }
});
