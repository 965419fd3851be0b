import { mkdtempSync, rmSync } from "fs";
import os from "os";
import path from "path";
import { expect, test } from "@playwright/test";
import { npm, statusOf, waitUntilServing } from "./command";

/** `npm start` as the README's second command: the built site at :9000 and the content service at
 * :4000 (on a data folder of its own here), whose content the pages show. A supervisor's SIGTERM to
 * npm's process alone stops both servers (Ctrl+C signals every process of the terminal's group, so
 * it would stop them even if nothing passed the signal on). */
test("npm start serves the site and the content service together, and SIGTERM stops both", async ({ page }) => {
  test.setTimeout(10 * 60_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "school-start-"));
  const start = npm(["start"], { env: { DATA_DIR: dataDir } });
  try {
    await waitUntilServing(start, "http://localhost:4000/health", 8 * 60_000);
    await waitUntilServing(start, "http://localhost:9000/news", 60_000);
    const news = (await (await fetch("http://localhost:4000/api/news/All/DPSSWB")).json()) as {
      title: string;
      fromDate: string;
    }[];
    const newest = [...news].sort((a, b) => b.fromDate.localeCompare(a.fromDate))[0];
    await page.goto("http://localhost:9000/news");
    await expect(page.getByRole("heading", { name: "News", level: 1 })).toBeVisible();
    await expect(page.getByText(newest.title).first()).toBeVisible();
    await start.signal("SIGTERM");
    await expect.poll(() => statusOf("http://localhost:9000/"), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => statusOf("http://localhost:4000/health"), { timeout: 15_000 }).toBe(0);
  } finally {
    // Whatever the SIGTERM left running.
    await start.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
