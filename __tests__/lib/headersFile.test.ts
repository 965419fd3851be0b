/** @jest-environment node */
import {
  formatHeadersFile,
  matchesRulePath,
  parseHeaderRules,
  parseHeadersFile,
  type HeaderRule,
} from "../../src/lib/headersFile";

const rules: HeaderRule[] = [
  { path: "/*", detach: [], set: { "X-Frame-Options": "SAMEORIGIN", "Content-Security-Policy": "default-src 'self'" } },
  { path: "/fee-9", detach: ["Content-Security-Policy"], set: { "Content-Security-Policy": "script-src 'self'" } },
];

it("writes rules as Cloudflare Pages reads them, a detach line before the value that replaces it, and reads them back", () => {
  const text = formatHeadersFile(rules);
  expect(text).toBe(
    "/*\n  X-Frame-Options: SAMEORIGIN\n  Content-Security-Policy: default-src 'self'\n\n" +
      "/fee-9\n  ! Content-Security-Policy\n  Content-Security-Policy: script-src 'self'\n",
  );
  expect(parseHeaderRules(text)).toEqual(rules);
  expect(parseHeadersFile(text).get("/fee-9")).toEqual({ "Content-Security-Policy": "script-src 'self'" });
});

it("skips comments and blank lines, and keeps the colons of a value", () => {
  expect(parseHeaderRules("# a comment\n\n/a\n  Link: <https://x.example/>; rel=preconnect\n")).toEqual([
    { path: "/a", detach: [], set: { Link: "<https://x.example/>; rel=preconnect" } },
  ]);
});

it.each([
  ["/*", "/", true],
  ["/*", "/pagefind/pagefind.js", true],
  ["/:script.js", "/app-0123456789abcdef0123.js", true],
  ["/:script.js", "/pagefind/pagefind.js", false],
  ["/:script.js", "/app.js.map", false],
  ["/:stylesheet.css", "/styles.0123456789abcdef0123.css", true],
  ["/static/*", "/static/0123456789abcdef0123456789abcdef/photo.jpg", true],
  ["/static/*", "/staticky", false],
  ["/fee-9", "/fee-9", true],
  ["/fee-9", "/fee-9/", false],
  ["/fee.9", "/fee-9", false],
])("pattern %s matches %s: %s", (pattern, path, expected) => {
  expect(matchesRulePath(pattern, path)).toBe(expected);
});
