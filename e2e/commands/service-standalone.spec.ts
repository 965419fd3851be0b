import { existsSync, mkdtempSync, rmSync } from "fs";
import os from "os";
import path from "path";
import { expect, test } from "@playwright/test";
import { checkoutCopy } from "./checkoutCopy";
import { npm, statusOf, waitUntilServing } from "./command";

/** The content service is a package of its own: from a checkout holding only content-service/ and the
 * shared contract (no site, no content/data), `cd content-service && npm run service` starts it on
 * its own defaults, seeds SPEC's school, and answers its lists and feeds. */
test("cd content-service && npm run service runs with no file of the site, and stops on SIGTERM", async () => {
  test.setTimeout(3 * 60_000);
  const checkout = checkoutCopy(["content-service", "packages/contract"]);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "school-standalone-"));
  const port = "4097";
  const base = `http://127.0.0.1:${port}`;
  expect(existsSync(path.join(checkout.dir, "src"))).toBe(false);
  expect(existsSync(path.join(checkout.dir, "content"))).toBe(false);
  const service = npm(["run", "service"], {
    cwd: path.join(checkout.dir, "content-service"),
    env: { DATA_DIR: dataDir, PORT: port, HOST: "127.0.0.1" },
  });
  try {
    await waitUntilServing(service, `${base}/health`, 2 * 60_000);
    const news = (await (await fetch(`${base}/api/news/All/DPSSWB`)).json()) as { title: string }[];
    expect(news.length).toBeGreaterThan(0);
    const feed = await (await fetch(`${base}/api/news/DPSSWB.rss`)).text();
    expect(feed).toContain("<title>Delhi Public School, Siliguri: news</title>");
    // A supervisor's SIGTERM to npm's process alone: the service finishes and closes, and npm ends
    // as it does (package.json's `exec`: no shell between to take the signal and leave it running).
    const { code } = await service.signal("SIGTERM");
    expect(code).toBe(0);
    await expect.poll(() => statusOf(`${base}/health`), { timeout: 15_000 }).toBe(0);
  } finally {
    // Whatever the SIGTERM left running.
    await service.stop();
    checkout.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
