/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from "fs";
import http from "http";
import { connect, type IncomingHttpHeaders, type IncomingHttpStatusHeader } from "http2";
import type { AddressInfo } from "net";
import os from "os";
import path from "path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, constants as zlibConstants } from "zlib";
import { builtPages } from "../../gatsby/builtPages";
import { headerRules } from "../../gatsby/headerRules";
import { writeBrotliAssets } from "../../gatsby/brotliAssets";
import { localhostCertificate } from "../../bench/certificate";
import { buildStaticServer } from "../../scripts/serve";
import { formatHeadersFile } from "../../src/lib/headersFile";
import { COMMON_HEADERS, HSTS_HEADERS, inlineHashes, pageHeaders } from "../../src/lib/securityHeaders";

/** A build's pages as the build lays them out (gatsby/pageLayout.ts): the 404 page twice, each copy
 * naming its own page data in an inline script, so each has its own hashes. */
const PAGES: Record<string, string> = {
  "index.html": '<html><script>window.pagePath="/";</script></html>',
  "fee-9.html": '<html><script>window.pagePath="/fee-9";</script></html>',
  "404.html": '<html><h1>Page not found</h1><script>window.pagePath="/404.html";</script></html>',
  "404/index.html": '<html><h1>Page not found</h1><script>window.pagePath="/404";</script></html>',
};

function buildFolder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "site-build-"));
  for (const [file, html] of Object.entries(PAGES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), html);
  }
  // The headers as gatsby/securityHeaders.ts writes them: the 404 page's for every address, and a
  // rule for each other page, at the page's route.
  const origins = { api: "http://localhost:4000", frames: [], siteStyles: [] };
  const pages = builtPages(dir).map(({ route, html }) => ({ path: route, headers: pageHeaders(html, origins) }));
  const notFound = pages.find(({ path }) => path === "/404")?.headers ?? {};
  writeFileSync(
    path.join(dir, "_headers"),
    formatHeadersFile(headerRules({ ...COMMON_HEADERS, ...HSTS_HEADERS }, notFound, pages)),
  );
  return dir;
}

it("gives each built page a route of its own: 404.html and 404/index.html are two", () => {
  expect(
    builtPages(buildFolder())
      .map((page) => page.route)
      .sort(),
  ).toEqual(["/", "/404", "/404/", "/fee-9"]);
});

describe("the site server", () => {
  let base = "";
  let close: () => Promise<void>;
  beforeAll(async () => {
    const app = await buildStaticServer(buildFolder());
    base = await app.listen({ port: 0, host: "127.0.0.1" });
    close = () => app.close();
  });
  afterAll(() => close());

  // The file Cloudflare Pages picks: /404 is 404.html, /404/ the folder's.
  it.each([
    ["/no-such-page", 404, "/404.html"],
    ["/404.html", 200, "/404.html"],
    ["/404", 200, "/404.html"],
    ["/404/", 200, "/404"],
    ["/fee-9", 200, "/fee-9"],
    ["/fee-9/", 200, "/fee-9"],
  ])(
    "serves %s (%i) with the policy that allows the inline scripts of the file it sends (%s)",
    async (url, status, pagePath) => {
      const response = await fetch(`${base}${url}`);
      expect(response.status).toBe(status);
      const html = await response.text();
      expect(html).toContain(`window.pagePath="${pagePath}"`);
      const scriptSrc =
        /script-src ([^;]*)/.exec(response.headers.get("content-security-policy") ?? "")?.[1].split(" ") ?? [];
      expect(scriptSrc).toEqual(expect.arrayContaining(inlineHashes(html).scripts));
    },
  );
});

describe("the site server's hashed scripts", () => {
  const SCRIPT = "framework-0123456789abcdef0123.js";
  const source = `/* React, as webpack names it */ ${"var framework = 1;\n".repeat(200)}`;
  let base = "";
  let close: () => Promise<void>;
  beforeAll(async () => {
    const dir = buildFolder();
    writeFileSync(path.join(dir, SCRIPT), source);
    await writeBrotliAssets(dir);
    const app = await buildStaticServer(dir);
    base = await app.listen({ port: 0, host: "127.0.0.1" });
    close = () => app.close();
  });
  afterAll(() => close());

  it("sends a hashed script compressed at Brotli's best to a browser that takes Brotli, kept for a year", async () => {
    const response = await request(`${base}/${SCRIPT}`, "gzip, deflate, br");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    const best = brotliCompressSync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
    expect(response.body.equals(best)).toBe(true);
    expect(brotliDecompressSync(response.body).toString()).toBe(source);
  });

  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0.5", "br"],
    ["gzip, br;q=0", "gzip"],
    ["gzip, deflate", "gzip"],
    ["identity", undefined],
  ])("answers Accept-Encoding %s with Content-Encoding %s", async (acceptEncoding, encoding) => {
    const response = await request(`${base}/${SCRIPT}`, acceptEncoding);
    expect(response.headers["content-encoding"]).toBe(encoding);
  });

  it("sends the same script gzip-compressed to a client that does not take Brotli", async () => {
    const response = await request(`${base}/${SCRIPT}`, "gzip");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.body).toString()).toBe(source);
  });
});

describe("the site server's pages and page data", () => {
  const PAGE_DATA = "page-data/fee-9/page-data.json";
  const pageData = JSON.stringify({ path: "/fee-9", result: { data: { fees: "x".repeat(2000) } } });
  let base = "";
  let close: () => Promise<void>;
  beforeAll(async () => {
    const dir = buildFolder();
    mkdirSync(path.join(dir, "page-data/fee-9"), { recursive: true });
    writeFileSync(path.join(dir, PAGE_DATA), pageData);
    await writeBrotliAssets(dir);
    const app = await buildStaticServer(dir);
    base = await app.listen({ port: 0, host: "127.0.0.1" });
    close = () => app.close();
  });
  afterAll(() => close());

  it.each([
    ["/fee-9", PAGES["fee-9.html"], "public, max-age=0, must-revalidate"],
    [`/${PAGE_DATA}`, pageData, "public, max-age=0, must-revalidate"],
  ])("sends %s as the build compressed it, at Brotli's best, still revalidated", async (url, source, cache) => {
    const response = await request(`${base}${url}`, "gzip, deflate, br");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["cache-control"]).toBe(cache);
    const best = brotliCompressSync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
    expect(response.body.equals(best)).toBe(true);
  });

  it("sends the page gzip-compressed to a client that does not take Brotli", async () => {
    const response = await request(`${base}/fee-9`, "gzip");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.body).toString()).toBe(PAGES["fee-9.html"]);
  });
});

describe("the site server over HTTPS, as a CDN's edge serves the site", () => {
  let origin = "";
  let close: () => Promise<void>;
  beforeAll(async () => {
    const app = await buildStaticServer(buildFolder(), { tls: localhostCertificate() });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    origin = `https://localhost:${port}`;
    close = () => app.close();
  });
  afterAll(() => close());

  it("answers over HTTP/2 itself, with the page, its policy and HSTS", async () => {
    const session = connect(origin, { rejectUnauthorized: false });
    try {
      const answer = await new Promise<{ headers: Http2Headers; body: string }>((resolve, reject) => {
        session.on("error", reject);
        const stream = session.request({ ":path": "/fee-9", "accept-encoding": "identity" });
        let headers: Http2Headers = {};
        let body = "";
        stream.on("response", (received) => (headers = received));
        stream.on("data", (chunk: Buffer) => (body += chunk.toString()));
        stream.on("end", () => resolve({ headers, body }));
        stream.on("error", reject);
      });
      expect(session.alpnProtocol).toBe("h2");
      expect(answer.headers[":status"]).toBe(200);
      expect(answer.body).toBe(PAGES["fee-9.html"]);
      expect(answer.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      expect(answer.headers["content-security-policy"]).toContain("script-src");
    } finally {
      session.close();
    }
  });
});

type Http2Headers = IncomingHttpHeaders & IncomingHttpStatusHeader;

/** A GET that leaves the body as the server encoded it (fetch would decode it). */
function request(url: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}
