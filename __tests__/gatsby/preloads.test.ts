/** @jest-environment node */
import { pagePreloads } from "../../gatsby/preloads";
import { pageDataUrl } from "../../src/lib/pageData";

const stats = {
  namedChunkGroups: {
    "component---src-pages-news-tsx": {
      assets: [{ name: "styles.css" }, { name: "commons-1.js" }, { name: "component---src-pages-news-tsx-2.js" }],
    },
  },
};

it.each([
  ["/", "/page-data/index/page-data.json"],
  ["/news", "/page-data/news/page-data.json"],
  ["/news/", "/page-data/news/page-data.json"],
  ["/404.html", "/page-data/404.html/page-data.json"],
])("finds the page data of %s where Gatsby's loader asks for it", (pagePath, url) => {
  expect(pageDataUrl(pagePath)).toBe(url);
});

it("preloads the component's scripts, not its styles, then the page's data, the app's and its static queries'", () => {
  const page = {
    path: "/news",
    componentChunkName: "component---src-pages-news-tsx",
    staticQueryHashes: ["111", "222"],
  };
  expect(pagePreloads(page, stats)).toEqual([
    { href: "/commons-1.js", as: "script" },
    { href: "/component---src-pages-news-tsx-2.js", as: "script" },
    { href: "/page-data/news/page-data.json", as: "fetch" },
    { href: "/page-data/app-data.json", as: "fetch" },
    { href: "/page-data/sq/d/111.json", as: "fetch" },
    { href: "/page-data/sq/d/222.json", as: "fetch" },
  ]);
});

it("leaves an item page's own data to the page's head script, which asks for it with the address's query", () => {
  const page = {
    path: "/news",
    componentChunkName: "component---src-pages-news-tsx",
    staticQueryHashes: ["111"],
    result: { pageContext: { itemPage: true } },
  };
  expect(pagePreloads(page, stats).map(({ href }) => href)).toEqual([
    "/commons-1.js",
    "/component---src-pages-news-tsx-2.js",
    "/page-data/app-data.json",
    "/page-data/sq/d/111.json",
  ]);
});

it("stops the build when a page's component has no scripts in the build's stats", () => {
  expect(() =>
    pagePreloads({ path: "/x", componentChunkName: "component---missing", staticQueryHashes: [] }, stats),
  ).toThrow("no chunk group component---missing (page /x)");
});
