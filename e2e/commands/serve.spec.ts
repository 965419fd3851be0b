import { expect, test } from "@playwright/test";
import { npm, statusOf, waitUntilServing } from "./command";

/** `npm run serve` as the README names it: the existing production build at PORT, as a static host
 * serves it, and stopped by a supervisor's SIGTERM to npm's process alone. */
test("npm run serve serves the build with its headers, and stops on SIGTERM", async ({ page }) => {
  const port = "9091";
  const site = `http://localhost:${port}`;
  const serve = npm(["run", "serve"], { env: { PORT: port } });
  try {
    await waitUntilServing(serve, `${site}/news`, 60_000);
    const answer = await fetch(`${site}/news`);
    expect(answer.headers.get("content-security-policy")).toContain("default-src");
    expect(answer.headers.get("cache-control")).toMatch(/max-age=0/);
    expect((await fetch(`${site}/no-such-page`)).status).toBe(404);
    await page.goto(`${site}/news`);
    await expect(page.getByRole("heading", { name: "News", level: 1 })).toBeVisible();

    await serve.signal("SIGTERM");
    await expect.poll(() => statusOf(`${site}/news`), { timeout: 15_000 }).toBe(0);
  } finally {
    // Whatever the SIGTERM left running.
    await serve.stop();
  }
});
