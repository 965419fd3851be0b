/** @jest-environment node */
/** `npm run smoke -- <address>` against a site served here: every page as the build's `_headers`
 * promises it, then some pages as a misconfigured CDN would serve them. */
import { execFile } from "child_process";
import http from "http";
import type { AddressInfo } from "net";
import path from "path";
import { root } from "../fixtures/siteData";
import { pageHeaders } from "../../src/lib/securityHeaders";

const SCRIPT = path.join(root, "scripts/smoke.ts");
const TSX = path.join(root, "node_modules/.bin/tsx");

/** What the build sends with a page: its headers, once each. */
const PAGE_HEADERS = Object.entries(
  pageHeaders('<html><script>window.page="/";</script></html>', {
    api: "https://content.school.example",
    frames: [],
    siteStyles: [],
  }),
).flat();

/** How the server answers a path unlike the build promises: the status and the raw header lines. */
type Fault = { status: number; headers: string[] };

function serve(faults: Record<string, Fault> = {}): Promise<{ url: string; asked: string[]; close(): void }> {
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    asked.push(request.url ?? "");
    const { status, headers } = faults[request.url ?? ""] ?? { status: 200, headers: PAGE_HEADERS };
    response.writeHead(status, headers);
    response.end("<!doctype html><title>page</title>");
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/`, asked, close: () => server.close() });
    }),
  );
}

/** The smoke test run as `npm run smoke` runs it, while this process serves the site. */
function smoke(url: string): Promise<{ code: number; lines: string[] }> {
  return new Promise((resolve) =>
    execFile(TSX, [SCRIPT, url], { cwd: root }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, lines: `${stdout}${stderr}`.trim().split("\n") }),
    ),
  );
}

/** The page's headers with `name`'s line changed: each value of `values` is one line (none: left out). */
function withHeader(name: string, ...values: string[]): Fault {
  const others: string[] = [];
  for (let i = 0; i < PAGE_HEADERS.length; i += 2)
    if (PAGE_HEADERS[i] !== name) others.push(PAGE_HEADERS[i], PAGE_HEADERS[i + 1]);
  return { status: 200, headers: [...others, ...values.flatMap((value) => [name, value])] };
}

it("passes a site serving every page the menus name as the build promises", async () => {
  const site = await serve();
  try {
    const { code, lines } = await smoke(site.url);
    expect(lines).toEqual([expect.stringMatching(/^smoke: \d+ pages of http:\/\/127\.0\.0\.1:\d+, 0 wrong$/)]);
    expect(code).toBe(0);
    expect(site.asked).toEqual(expect.arrayContaining(["/", "/fee-9", "/news", "/contact-us"]));
  } finally {
    site.close();
  }
}, 30_000);

it("names each page served with a header twice, without one, or through a redirect", async () => {
  const site = await serve({
    "/news": withHeader("X-Content-Type-Options", "nosniff", "nosniff"),
    "/about-us": withHeader("X-Content-Type-Options", "nosniff, nosniff"),
    "/fee-9": withHeader("Content-Security-Policy"),
    "/our-library": withHeader("Content-Security-Policy", "default-src 'self', default-src 'self'"),
    "/contact-us": { status: 308, headers: ["Location", "/contact-us/", ...PAGE_HEADERS] },
  });
  try {
    const { code, lines } = await smoke(site.url);
    expect(code).toBe(1);
    expect(lines.slice(0, -1).sort()).toEqual([
      '/about-us: X-Content-Type-Options is "nosniff, nosniff", not "nosniff"',
      "/contact-us: answered 308 (a redirect to /contact-us/), not 200",
      "/fee-9: no Content-Security-Policy",
      "/news: X-Content-Type-Options sent 2 times",
      "/our-library: Content-Security-Policy holds more than one policy",
    ]);
    expect(lines[lines.length - 1]).toMatch(/^smoke: \d+ pages of http:\/\/127\.0\.0\.1:\d+, 5 wrong$/);
  } finally {
    site.close();
  }
}, 30_000);
