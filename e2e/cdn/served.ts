import { readFileSync } from "fs";
import path from "path";
import { expect, type Page, type Response } from "@playwright/test";
import { parseHeadersFile } from "../../src/lib/headersFile";
import { COMMON_HEADERS, HSTS_HEADERS } from "../../src/lib/securityHeaders";

export const PUBLIC_DIR = path.resolve("public");
/** Cloudflare Pages' default for what no rule gives a Cache-Control
 * (https://developers.cloudflare.com/pages/configuration/serving-pages/#headers): a browser asks again. */
export const REVALIDATE = "public, max-age=0, must-revalidate";

const rules = parseHeadersFile(readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8"));

/** What the build means an address to carry: the headers of every answer ("/*") and, where the
 * address has a rule of its own, its values instead. Cloudflare gets there only if each rule
 * detaches what it replaces; otherwise it joins the two values. */
function intendedHeaders(route: string): Record<string, string> {
  return { ...rules.get("/*"), ...rules.get(route) };
}

/** The security headers every page must carry. */
const SECURITY_HEADERS = [
  ...Object.keys(COMMON_HEADERS),
  ...Object.keys(HSTS_HEADERS),
  "Cross-Origin-Opener-Policy",
  "Content-Security-Policy",
];

/** Each security header arrives once, with the one value the build meant for `route`. */
export async function expectEachHeaderOnce(response: Response, route: string): Promise<void> {
  const arrived = await response.headersArray();
  const intended = intendedHeaders(route);
  for (const name of SECURITY_HEADERS) {
    const values = arrived.filter((header) => header.name.toLowerCase() === name.toLowerCase()).map((h) => h.value);
    expect(values, `${route}: ${name}`).toEqual([intended[name] ?? "(none: public/_headers gives it no value)"]);
  }
}

/** Collects what breaks the page's policy, as the page and the console report it. */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      w.__csp.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)), ...logged];
}

/** How an address answers when asked once, without following a redirect: "200", or the status and
 * where it sends the browser instead. Each address is asked once per worker. */
const answers = new Map<string, Promise<string>>();
export function answerOf(url: string): Promise<string> {
  if (!answers.has(url))
    answers.set(
      url,
      fetch(url, { method: "HEAD", redirect: "manual" }).then((response) =>
        response.status === 200 ? "200" : `${response.status} ${response.headers.get("location") ?? ""}`.trim(),
      ),
    );
  return answers.get(url) as Promise<string>;
}
