import { createHash } from "crypto";

/** The HTTP headers every page is served with. The Content-Security-Policy allows the site's own
 * origin, the content service, and the click-to-load embeds' hosts in frames; inline scripts and
 * style elements are allowed by the hashes of the ones the build wrote into that page, never by
 * 'unsafe-inline'. Style attributes (image placeholders, carousel geometry) cannot run code and
 * are allowed through style-src-attr. 'wasm-unsafe-eval' lets site search (Pagefind) compile its
 * WebAssembly; it allows no JavaScript eval. */

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  return { scripts: [...new Set(scripts.map(sha256))], styles: [...new Set(styles.map(sha256))] };
}

/** Hashes of the style elements in a page's body: those React renders, which it adds again when the
 * browser moves to the page from another. The head's inline CSS is written by the build only; a page
 * reached in the browser gets its components' stylesheets as files. */
export function renderedStyleHashes(html: string): string[] {
  const body = html.indexOf("<body");
  return body === -1 ? [] : inlineHashes(html.slice(body)).styles;
}

export interface PolicyOrigins {
  /** The content service, such as http://localhost:4000. */
  api: string;
  /** Hosts of the map, video and social-page frames, loaded when the visitor asks. */
  frames: string[];
  /** Style elements rendered in any page's body: moving between pages in the browser adds other
   * pages' ones (renderedStyleHashes). */
  siteStyles: string[];
}

export function originOf(url: string): string {
  return new URL(url).origin;
}

/** The origins of the content service's addresses (serviceAddress.ts: the service's own and the one
 * pages read from), once each, as a policy lists them. */
export const serviceOrigins = (...addresses: string[]): string => [...new Set(addresses.map(originOf))].join(" ");

export function contentSecurityPolicy(html: string, origins: PolicyOrigins): string {
  const { scripts, styles } = inlineHashes(html);
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${scripts.join(" ")}`.trim(),
    `style-src 'self' 'unsafe-inline'`,
    `style-src-elem 'self' ${[...new Set([...styles, ...origins.siteStyles])].join(" ")}`.trim(),
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: ${origins.api}`,
    `connect-src 'self' ${origins.api}`,
    // The push worker (/push-worker.js), the only worker a page starts, and only when asked to.
    "worker-src 'self'",
    `frame-src 'self' ${origins.frames.join(" ")}`.trim(),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/** The editor at /admin (Decap CMS) is no public page: its own code writes style elements (emotion)
 * and the previews' frame, reads and writes through GitHub's API once signed in (the sign-in itself
 * is a window of the content service, which no policy of this page governs), and shows pictures as
 * blob: addresses (uploads before they are saved). It fetches those addresses again (connect-src)
 * to back up unsaved changes in the browser two seconds after each change; refused, the backup
 * fails with one console error per picture. Scripts come from the site only, but Decap checks its
 * configuration with ajv, which compiles its checks with `new Function`: without 'unsafe-eval' the
 * editor does not start (decaporg/decap-cms#2138, open). The page has no inline script and shows
 * nothing but the site's own files, so this is allowed here alone. Its previews ask the content
 * service (`api`) for the urgent notices in force, as every page does. `localBackend` is decap-server's
 * origin, named only where the editor saves through it: the development server, and a build served
 * for the browser tests (scripts/serve.ts, CMS_LOCAL_BACKEND). */
export function adminContentSecurityPolicy({ api, localBackend }: { api: string; localBackend?: string }): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    `connect-src 'self' blob: https://api.github.com ${api}${localBackend ? ` ${localBackend}` : ""}`,
    "frame-src 'self' blob:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const COMMON_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  // Pages frame the site's own PDFs (e-prospectus, transfer certificate); no other site may frame anything.
  "X-Frame-Options": "SAMEORIGIN",
  // No other site may load the site's files into its own pages (Spectre-class reads).
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** A page shares no window with another site's (links to other sites open in tabs of their own).
 * The editor at /admin opens the content service's sign-in window and reads its answer through
 * `window.opener`, so it keeps its popups: same-origin-allow-popups. */
export const OPENER_POLICY = { page: "same-origin", admin: "same-origin-allow-popups" } as const;

/** Browsers keep to HTTPS for a year, on every subdomain too. Sent only over HTTPS (a browser
 * ignores it over plain HTTP): static hosts that read `_headers` serve HTTPS, and
 * scripts/serve.ts adds it when the request came over HTTPS. */
export const HSTS_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
};

export function pageHeaders(html: string, origins: PolicyOrigins): Record<string, string> {
  return {
    ...COMMON_HEADERS,
    "Cross-Origin-Opener-Policy": OPENER_POLICY.page,
    "Content-Security-Policy": contentSecurityPolicy(html, origins),
  };
}
