/** @jest-environment node */
import { mkdtempSync, readFileSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { Writable } from "stream";
import { Suspense } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { repairBuiltPages } from "../../gatsby/repairBuiltPages";
import { withoutStreamNulBytes } from "../../src/lib/streamNulBytes";

/** Renders as Gatsby's build does: the streaming renderer, collected once everything is ready. */
function streamed(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on("finish", () => resolve(Buffer.concat(chunks).toString("utf8")));
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject });
  });
}

/** Short pieces fill the renderer's 2 KB buffer a few bytes at a time (a long one would skip it),
 * so that for some padding the © meets the buffer's end. */
const footer = (padding: number) => (
  <Suspense fallback={null}>
    <ul>
      {Array.from({ length: 150 }, (_, i) => (
        <li key={i}>item</li>
      ))}
    </ul>
    <p>{"x".repeat(padding)}© Delhi Public School, Siliguri – fees in ₹</p>
  </Suspense>
);

describe("withoutStreamNulBytes", () => {
  test.each([
    ["a page with none", "<p>© School</p>", "<p>© School</p>"],
    ["one before a character", "<p>\u0000© School</p>", "<p>© School</p>"],
    ["two in a row", "<p>\u0000\u0000₹ 500</p>", "<p>₹ 500</p>"],
    ["in several places", "a\u0000–b\u0000©", "a–b©"],
  ])("%s", (_name, html, expected) => {
    expect(withoutStreamNulBytes(html)).toBe(expected);
  });
});

test("React 18's streaming renderer leaves NUL bytes where a character meets its buffer's end, and the repair gives renderToString's HTML", async () => {
  let pagesWithNul = 0;
  for (let padding = 0; padding < 200; padding += 1) {
    const html = await streamed(footer(padding));
    if (html.includes("\u0000")) pagesWithNul += 1;
    expect(withoutStreamNulBytes(html)).toBe(renderToString(footer(padding)));
  }
  expect(pagesWithNul).toBeGreaterThan(0);
});

test("repairBuiltPages rewrites only the pages that hold NUL bytes", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "built-pages-"));
  const clean = { file: path.join(dir, "clean.html"), route: "/clean", html: "<p>© School</p>" };
  const broken = { file: path.join(dir, "broken.html"), route: "/broken", html: "<p>\u0000© School</p>" };
  writeFileSync(clean.file, clean.html);
  writeFileSync(broken.file, broken.html);

  const { pages, repaired } = repairBuiltPages([clean, broken]);

  expect(repaired).toBe(1);
  expect(readFileSync(broken.file, "utf8")).toBe("<p>© School</p>");
  expect(pages.map((page) => page.html)).toEqual(["<p>© School</p>", "<p>© School</p>"]);
  expect(readFileSync(clean.file, "utf8")).toBe("<p>© School</p>");
});
