/** @jest-environment node */
import { createHash } from "crypto";
import {
  OPENER_POLICY,
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  inlineHashes,
  pageHeaders,
  renderedStyleHashes,
} from "../../src/lib/securityHeaders";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const html =
  '<html><head><style>body{margin:0}</style><script src="/app.js"></script><script>window.pagePath="/";</script></head></html>';
const origins = { api: "http://localhost:4000", frames: ["https://www.google.com"], siteStyles: [hash(".x{}")] };

it("hashes inline scripts and styles, not external scripts", () => {
  expect(inlineHashes(html)).toEqual({ scripts: [hash('window.pagePath="/";')], styles: [hash("body{margin:0}")] });
});

it("counts as styles another page may add only those rendered in the body, not the head's inline CSS", () => {
  const page = "<html><head><style>.a{}</style></head><body><div><style>.b{}</style></div></body></html>";
  expect(renderedStyleHashes(page)).toEqual([hash(".b{}")]);
  expect(renderedStyleHashes("<style>.a{}</style>")).toEqual([]);
});

it("allows only the site, the content service and the embeds, and inline code by hash", () => {
  const csp = contentSecurityPolicy(html, origins);
  // WebAssembly (site search) may compile; JavaScript eval and inline code without a hash may not run.
  expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' ${hash('window.pagePath="/";')}`);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
  expect(csp).toContain(`style-src-elem 'self' ${hash("body{margin:0}")} ${hash(".x{}")}`);
  expect(csp).toContain("connect-src 'self' http://localhost:4000");
  expect(csp).toContain("worker-src 'self';");
  expect(csp).toContain("frame-src 'self' https://www.google.com");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
});

it("lets the editor at /admin reach GitHub, the content service (its previews' urgent notices) and its own blob: pictures, with scripts from the site only (and eval, for Decap's ajv)", () => {
  const csp = adminContentSecurityPolicy({ api: "http://localhost:4000" });
  expect(csp).toContain("script-src 'self' 'unsafe-eval';");
  expect(csp).toContain("connect-src 'self' blob: https://api.github.com http://localhost:4000;");
  expect(csp).not.toContain("127.0.0.1");
  expect(csp).toContain("frame-ancestors 'none'");
});

it("keeps every page's window and files to the site, and lets the editor keep its sign-in popup", () => {
  const headers = pageHeaders("<html></html>", { api: "http://localhost:4000", frames: [], siteStyles: [] });
  expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin");
  expect(headers["Cross-Origin-Resource-Policy"]).toBe("same-origin");
  expect(OPENER_POLICY.admin).toBe("same-origin-allow-popups");
});

it("names decap-server's origin only where the editor saves through it", () => {
  expect(adminContentSecurityPolicy({ api: "http://localhost:4000", localBackend: "http://127.0.0.1:8081" })).toContain(
    "connect-src 'self' blob: https://api.github.com http://localhost:4000 http://127.0.0.1:8081;",
  );
});
