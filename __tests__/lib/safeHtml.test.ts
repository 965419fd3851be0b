import { showSafeHtml } from "../../src/lib/safeHtml";

/** jsdom has no Element.setHTML: these run the path of browsers without their own sanitizer
 * (DOMPurify, loaded on demand); e2e/blogHtml.spec.ts runs both in Chromium. */
async function shown(html: string): Promise<HTMLElement> {
  const element = document.createElement("div");
  await showSafeHtml(element, html);
  return element;
}

it("keeps headings, lists, tables, links and images", async () => {
  const element = await shown(
    '<h2>Why read</h2><ul><li>One</li></ul><table><tbody><tr><td colspan="2">Cell</td></tr></tbody></table>' +
      '<p><a href="https://example.org/x" title="More">More</a> <img src="/api/image/a" alt="Books"></p>',
  );
  expect(element.querySelector("h2")).toHaveTextContent("Why read");
  expect(element.querySelector("li")).toHaveTextContent("One");
  expect(element.querySelector("td")).toHaveAttribute("colspan", "2");
  expect(element.querySelector("a")).toHaveAttribute("title", "More");
  expect(element.querySelector("img")).toHaveAttribute("alt", "Books");
});

it.each([
  ["https://example.org/x", { target: "_blank", rel: "noopener noreferrer" }],
  ["HTTP://example.org/x", { target: "_blank", rel: "noopener noreferrer" }],
  ["/blog-post", { target: null, rel: null }],
  ["mailto:office@example.org", { target: null, rel: null }],
])("a link to %s opens %o", async (href, { target, rel }) => {
  const link = (await shown(`<a href="${href}">x</a>`)).querySelector("a");
  expect(link).toHaveAttribute("href", href);
  expect(link?.getAttribute("target")).toBe(target);
  expect(link?.getAttribute("rel")).toBe(rel);
});

it.each([
  ["<script>alert(1)</script><p>ok</p>", "<script"],
  ['<img src="x" onerror="alert(1)">', "onerror"],
  ['<a href="javascript:alert(1)">x</a>', "javascript:"],
  ['<a href="JaVaScRiPt:alert(1)">x</a>', "javascript"],
  ['<a href="java&#9;script:alert(1)">x</a>', "script:"],
  ['<a href="data:text/html,<script>alert(1)</script>">x</a>', "data:"],
  ['<img src="data:image/svg+xml,<svg onload=alert(1)>">', "data:"],
  ['<a href="ftp://example.org/x">x</a>', "ftp:"],
  ["<svg><script>alert(1)</script></svg>", "<svg"],
  ['<iframe src="https://evil.example"></iframe>', "<iframe"],
  ['<p style="background:url(javascript:alert(1))">x</p>', "style="],
  ['<p class="x" id="y">x</p>', "class="],
  ['<form action="https://evil.example"><input name="p"></form>', "<form"],
  ['<a href="https://example.org" target="_top" onclick="x()">x</a>', "_top"],
])("removes from %s what makes %s", async (html, forbidden) => {
  expect((await shown(html)).innerHTML.toLowerCase()).not.toContain(forbidden.toLowerCase());
});

it("keeps the text of elements a post may not hold", async () => {
  const element = await shown("<div><h1>Sports day</h1><span>All welcome</span></div>");
  expect(element.textContent).toBe("Sports dayAll welcome");
  expect(element.querySelector("div, h1, span")).toBeNull();
});
