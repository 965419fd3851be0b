/** @jest-environment node */
import { startService } from "./helpers";

/** Cross-origin isolation headers (OWASP HTTP Headers Cheat Sheet): what another origin may embed,
 * and which pages share no window with another site's. */
let service: Awaited<ReturnType<typeof startService>>;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

const headersOf = async (path: string) => (await fetch(`${service.base}${path}`)).headers;

it.each(["/api/news/DPSSWB", "/api/gallery/All/DPSSWB", "/api/news/DPSSWB.rss"])(
  "lets the public site on its own origin embed %s",
  async (path) => {
    const headers = await headersOf(path);
    expect(headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(headers.get("cross-origin-opener-policy")).toBeNull();
  },
);

it.each(["/desk/", "/api/desk/config"])("keeps %s to the desk's own origin, in a window of its own", async (path) => {
  const headers = await headersOf(path);
  expect(headers.get("cross-origin-resource-policy")).toBe("same-origin");
  expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
});

it("lets the editor's sign-in window keep its opener, which it answers through", async () => {
  expect((await headersOf("/api/cms/auth?provider=github")).get("cross-origin-opener-policy")).toBeNull();
});
