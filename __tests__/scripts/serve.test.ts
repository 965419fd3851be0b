/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { builtPages } from "../../gatsby/builtPages";
import { buildStaticServer } from "../../scripts/serve";
import { headersFile, inlineHashes, pageHeaders } from "../../src/lib/securityHeaders";

/** A build's pages as Gatsby writes them: the 404 page twice, each copy naming its own page data in
 * an inline script, so each has its own hashes. */
const PAGES: Record<string, string> = {
  "index.html": '<html><script>window.pagePath="/";</script></html>',
  "fee-9/index.html": '<html><script>window.pagePath="/fee-9";</script></html>',
  "404.html": '<html><h1>Page not found</h1><script>window.pagePath="/404.html";</script></html>',
  "404/index.html": '<html><h1>Page not found</h1><script>window.pagePath="/404";</script></html>',
};

function buildFolder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "site-build-"));
  for (const [file, html] of Object.entries(PAGES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), html);
  }
  // The headers as gatsby/securityHeaders.ts writes them: one block a page, at the page's route.
  const origins = { api: "http://localhost:4000", frames: [], siteStyles: [] };
  writeFileSync(path.join(dir, "_headers"), headersFile(builtPages(dir).map(({ route, html }) => ({ path: route, headers: pageHeaders(html, origins) }))));
  return dir;
}

it("gives each built page a route of its own: 404.html and 404/index.html are two", () => {
  expect(builtPages(buildFolder()).map((page) => page.route).sort()).toEqual(["/", "/404", "/404.html", "/fee-9"]);
});

describe("the site server", () => {
  let base = "";
  let close: () => Promise<void>;
  beforeAll(async () => {
    const app = await (buildStaticServer as unknown as (root: string) => ReturnType<typeof buildStaticServer>)(buildFolder());
    base = await app.listen({ port: 0, host: "127.0.0.1" });
    close = () => app.close();
  });
  afterAll(() => close());

  it.each([
    ["/no-such-page", 404, "/404.html"],
    ["/404.html", 200, "/404.html"],
    ["/404", 200, "/404"],
    ["/404/", 200, "/404"],
    ["/fee-9", 200, "/fee-9"],
  ])("serves %s (%i) with the policy that allows the inline scripts of the file it sends (%s)", async (url, status, pagePath) => {
    const response = await fetch(`${base}${url}`);
    expect(response.status).toBe(status);
    const html = await response.text();
    expect(html).toContain(`window.pagePath="${pagePath}"`);
    const scriptSrc = /script-src ([^;]*)/.exec(response.headers.get("content-security-policy") ?? "")?.[1].split(" ") ?? [];
    expect(scriptSrc).toEqual(expect.arrayContaining(inlineHashes(html).scripts));
  });
});
