/** @jest-environment node */
import { existsSync, readFileSync } from "fs";
import path from "path";
import { headerRules } from "../../gatsby/headerRules";
import { formatHeadersFile, parseHeaderRules, type HeaderRule } from "../../src/lib/headersFile";
import { COMMON_HEADERS, HSTS_HEADERS, OPENER_POLICY } from "../../src/lib/securityHeaders";

const EVERY_ANSWER = { ...COMMON_HEADERS, ...HSTS_HEADERS };
const page = (csp: string, opener: string = OPENER_POLICY.page) => ({
  ...COMMON_HEADERS,
  "Cross-Origin-Opener-Policy": opener,
  "Content-Security-Policy": csp,
});
const notFound = page("script-src 'sha256-notfound'");
const rules = headerRules(EVERY_ANSWER, notFound, [
  { path: "/", headers: page("script-src 'sha256-home'") },
  { path: "/404", headers: notFound },
  { path: "/admin/", headers: page("script-src 'self' 'unsafe-eval'", OPENER_POLICY.admin) },
]);

/** Headers an address would get twice, Cloudflare Pages joining them: those a rule sets again after
 * an earlier matching rule ("/*" here) set them, without detaching them first. */
function setTwice(all: HeaderRule[]): string[] {
  const everywhere = all.find((rule) => rule.path === "/*");
  return all
    .filter((rule) => rule !== everywhere)
    .flatMap((rule) =>
      Object.keys(rule.set)
        .filter((name) => everywhere && name in everywhere.set && !rule.detach.includes(name))
        .map((name) => `${rule.path}: ${name}`),
    );
}

it("writes each header once for every address, with the 404 page's policy, which no rule can name", () => {
  expect(rules[0]).toEqual({ path: "/*", detach: [], set: { ...EVERY_ANSWER, ...notFound } });
});

it("gives a page a rule only for what differs, detaching the value it replaces; the 404 page needs none", () => {
  const pages = rules.filter((rule) => !rule.set["Cache-Control"] && rule.path !== "/*");
  expect(pages).toEqual([
    {
      path: "/",
      detach: ["Content-Security-Policy"],
      set: { "Content-Security-Policy": "script-src 'sha256-home'" },
    },
    {
      path: "/admin/",
      detach: ["Cross-Origin-Opener-Policy", "Content-Security-Policy"],
      set: {
        "Cross-Origin-Opener-Policy": OPENER_POLICY.admin,
        "Content-Security-Policy": "script-src 'self' 'unsafe-eval'",
      },
    },
  ]);
  expect(setTwice(rules)).toEqual([]);
});

it("keeps the cache rules after the one for every address, so that nothing they set is joined", () => {
  expect(rules.slice(1, 4).map((rule) => rule.path)).toEqual(["/:script.js", "/:stylesheet.css", "/static/*"]);
  expect(setTwice(parseHeaderRules(formatHeadersFile(rules)))).toEqual([]);
});

const built = path.resolve("public/_headers");
(existsSync(built) ? it : it.skip)("the built public/_headers sets no header twice for any address", () => {
  expect(setTwice(parseHeaderRules(readFileSync(built, "utf8")))).toEqual([]);
});
