import { renderToStaticMarkup } from "react-dom/server";
import { PageHead, type PageMeta } from "../../../src/components/layout/PageHead";
import { mockSiteQuery } from "../../fixtures/mockSiteQuery";
import { site } from "../../fixtures/siteData";

// The stage Gatsby names while it writes a page's HTML; in the browser it names "build-javascript".
beforeEach(() => {
  process.env.BUILD_STAGE = "build-html";
  mockSiteQuery();
});

afterAll(() => {
  delete process.env.BUILD_STAGE;
});

/** The head a page's `Head` export writes at build time, read as a browser would read it. */
function headOf(meta: PageMeta) {
  const head = document.implementation.createHTMLDocument("").head;
  head.innerHTML = renderToStaticMarkup(<PageHead {...meta} />);
  const meta_ = (key: string) =>
    head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute("content") ?? undefined;
  return {
    title: head.querySelector("title")?.textContent,
    meta: meta_,
    canonical: head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? undefined,
    data: [...head.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? "") as { "@type": string },
    ),
    preloads: [...head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute("href")),
    scripts: [...head.querySelectorAll("script:not([type])")].map((script) => script.textContent ?? ""),
  };
}

const library: PageMeta = { path: "/our-library", title: "Our Library", description: "Books and reading rooms." };

it.each([
  ["a page names its own address", library, `${site.siteUrl}/our-library`, undefined, ["BreadcrumbList"]],
  [
    "an item page names no address of its own: shared links keep their ?id=",
    { ...library, path: "/blog-inner", title: "Blog Post" },
    undefined,
    undefined,
    ["BreadcrumbList"],
  ],
  [
    "the page not found names no address and no trail, and is kept out of search",
    { ...library, path: "/404", title: "Page not found", notFound: true },
    undefined,
    "noindex",
    [],
  ],
])("%s", (_what, meta, address, robots, data) => {
  const head = headOf(meta);
  expect(head.title).toBe(`${meta.title} | ${site.name}`);
  expect(head.meta("description")).toBe(meta.description);
  expect(head.canonical).toBe(address);
  expect(head.meta("og:url")).toBe(address);
  expect(head.meta("robots")).toBe(robots);
  expect(head.data.map((item) => item["@type"])).toEqual(data);
  expect(head.meta("og:title")).toBe(meta.title);
});

it("names the section a page belongs to on its link preview, and what the page reads at once", () => {
  const head = headOf({ ...library, preload: ["/api/news"] });
  expect(head.meta("og:image:alt")).toBe(`Our Library: Academics, ${site.name}`);
  expect(head.preloads).toEqual([expect.stringMatching(/\/api\/news$/)]);
});

it("uses the school's keywords where a page names none of its own", () => {
  expect(headOf(library).meta("keywords")).toBe(site.keywords.join(", "));
  expect(headOf({ ...library, keywords: ["library", "books"] }).meta("keywords")).toBe("library, books");
});

it("has an item page (navigation.yaml) ask for its page data and its item from its head, and no other page", () => {
  const [script] = headOf({
    ...library,
    path: "/blog-inner",
    title: "Blog Post",
    preloadItem: "/api/innerBlog?id=",
  }).scripts;
  expect(script).toContain('"/page-data/blog-inner/page-data.json"');
  expect(script).toContain('/api/innerBlog?id="');
  expect(headOf({ ...library, preloadItem: "/api/innerBlog?id=" }).scripts).toEqual([]);
});

it("leaves the item page's script out of the head Gatsby renders in the browser on a move between pages", () => {
  process.env.BUILD_STAGE = "build-javascript";
  const head = headOf({ ...library, path: "/blog-inner", title: "Blog Post", preloadItem: "/api/innerBlog?id=" });
  expect(head.scripts).toEqual([]);
  expect(head.title).toBe("Blog Post | Delhi Public School, Siliguri");
});
