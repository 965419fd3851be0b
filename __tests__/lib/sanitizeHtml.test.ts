import { sanitizeHtml } from "../../src/lib/sanitizeHtml";

it("keeps headings, lists, links and images", () => {
  const html =
    '<h2>Why read</h2><ul><li>One</li></ul><p><a href="https://example.org/x">More</a> <img src="/api/image/a" alt="Books"></p>';
  const clean = sanitizeHtml(html);
  expect(clean).toContain("<h2>Why read</h2>");
  expect(clean).toContain("<li>One</li>");
  expect(clean).toContain('href="https://example.org/x"');
  expect(clean).toContain('rel="noopener noreferrer"');
  expect(clean).toContain('alt="Books"');
});

it.each([
  ["<script>alert(1)</script><p>ok</p>", "<script"],
  ['<img src="x" onerror="alert(1)">', "onerror"],
  ['<a href="javascript:alert(1)">x</a>', "javascript:"],
  ['<a href="JaVaScRiPt:alert(1)">x</a>', "javascript"],
  ["<svg><script>alert(1)</script></svg>", "<script"],
  ['<iframe src="https://evil.example"></iframe>', "<iframe"],
  ['<p style="background:url(javascript:alert(1))">x</p>', "style="],
  ['<form action="https://evil.example"><input name="p"></form>', "<form"],
])("removes %s", (html, forbidden) => {
  expect(sanitizeHtml(html).toLowerCase()).not.toContain(forbidden.toLowerCase());
});
