/** @jest-environment node */
import { readdirSync, readFileSync } from "fs";
import path from "path";
import { buildSync } from "esbuild";
import { JSDOM } from "jsdom";
import { splitPage } from "../../../src/lib/cms/keepForm";
import { root } from "../../fixtures/siteData";

/** Decap's own Markdown writer (decap-cms-widget-markdown), which the editor's text box saves with.
 * Its module graph names slate-hyperscript only for pasting HTML, which is not installed, and reads
 * the browser's window when it loads: it runs here beside a window of jsdom's. */
function decapMarkdownWriter(): (markdown: string) => string {
  const stub = path.join(root, "__tests__/fixtures/slateHyperscriptStub.js");
  const { outputFiles } = buildSync({
    entryPoints: [path.join(root, "node_modules/decap-cms-widget-markdown/dist/esm/serializers/index.js")],
    bundle: true,
    write: false,
    platform: "node",
    format: "cjs",
    logLevel: "silent",
    alias: { "slate-hyperscript": stub },
  });
  const module = {
    exports: {} as {
      markdownToSlate: (md: string, options: object) => unknown;
      slateToMarkdown: (slate: unknown, options: object) => string;
    },
  };
  const { window } = new JSDOM("<!doctype html><title>Editor</title>");
  new Function("module", "exports", "require", "window", "document", "navigator", outputFiles[0].text)(
    module,
    module.exports,
    require,
    window,
    window.document,
    window.navigator,
  );
  const { markdownToSlate, slateToMarkdown } = module.exports;
  return (markdown) => slateToMarkdown(markdownToSlate(markdown, {}), {});
}

const write = decapMarkdownWriter();
const pages = readdirSync(path.join(root, "content/pages"));

/** The editor writes a page's whole text when one sentence of it changes: a text already in the
 * writer's form then changes in that sentence's line alone. */
it.each(pages)("content/pages/%s is written as the editor writes it", (file) => {
  const { body } = splitPage(readFileSync(path.join(root, "content/pages", file), "utf8"));
  expect(write(body)).toBe(body);
});

it("would catch a text the editor rewrites", () => {
  expect(write("- one\n- two")).not.toBe("- one\n- two");
});
