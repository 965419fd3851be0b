import { expect, test } from "@playwright/test";
import { ADMIN_PAGE, builtPages } from "../../gatsby/builtPages";
import { LOCAL_BACKEND_URL } from "../../src/lib/cms/backendSettings";
import { readSite } from "../../src/lib/data/readDataFiles";
import { PUBLIC_DIR, REVALIDATE, answerOf, expectEachHeaderOnce, watchViolations } from "./served";

/** The site's public origin: canonical addresses and link previews name it. */
const SITE_ORIGIN = new URL(readSite().siteUrl).origin;

/** The editor looks for decap-server (its local backend) when opened at a loopback address, as here,
 * never on the school's domain: its policy rightly refuses that, on this test's address alone. */
const LOCAL_BACKEND = new URL(LOCAL_BACKEND_URL).origin;
const onlyHere = (route: string, violation: string) => route === ADMIN_PAGE && violation.includes(LOCAL_BACKEND);

/** The addresses of this site among those a page gives (links, and head values such as canonical and
 * og:image), on the server at `origin`, without fragments. */
function ownAddresses(values: string[], origin: string): string[] {
  const own = values.flatMap((value) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return [];
    }
    if (url.origin !== origin && url.origin !== SITE_ORIGIN) return [];
    return [`${origin}${url.pathname}${url.search}`];
  });
  return [...new Set(own)];
}

for (const { route } of builtPages(PUBLIC_DIR)) {
  test(`${route} is served at once, each header once, breaks no rule of its policy, links to addresses served at once`, async ({
    page,
    baseURL,
  }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(route);
    if (!response) throw new Error(`${route} did not load`);
    expect(response.status()).toBe(200);
    expect(response.request().redirectedFrom()?.url() ?? null).toBeNull();
    await expectEachHeaderOnce(response, route);
    expect(response.headers()["cache-control"]).toBe(REVALIDATE);
    await page.waitForLoadState("networkidle");
    expect((await violations()).filter((violation) => !onlyHere(route, violation))).toEqual([]);
    const given = await page.evaluate(() => [
      ...[...document.querySelectorAll<HTMLAnchorElement | HTMLLinkElement>("a[href], link[href]")].map((e) => e.href),
      ...[...document.querySelectorAll("meta[content]")].map((e) => e.getAttribute("content") ?? ""),
    ]);
    const addresses = ownAddresses(given, baseURL as string);
    const answers = await Promise.all(addresses.map(async (url) => `${url} → ${await answerOf(url)}`));
    expect(answers.filter((answer) => !answer.endsWith("→ 200"))).toEqual([]);
  });
}
