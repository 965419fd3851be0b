import {
  allPaths,
  breadcrumb,
  hubCards,
  itemPagePaths,
  mainMenu,
  resolveLink,
  sectionOf,
  sideMenu,
  sidePanelLinks,
  sitemapGroups,
  summariesByPath,
} from "../../src/lib/navigation";
import { normalizePath } from "../../src/lib/paths";
import { nav, site } from "../fixtures/siteData";
import { SITE_ROUTES } from "../fixtures/routes";

const titles = (crumbs: { title: string }[]) => crumbs.map((c) => c.title);

describe("sectionOf", () => {
  it.each([
    ["/fee-9", "Fee Structure"],
    ["/fee-structure", "Fee Structure"],
    ["/president-speaks-dps", "About Us"],
    ["/news/", "News & Events"],
    ["/contact-us", "Contact Us"],
    ["/", null],
    ["/not-a-page", null],
  ])("puts %p in %p", (path, section) => {
    expect(sectionOf(nav, path)).toBe(section);
  });

  it("finds a section for every route of the site but home", () => {
    expect(SITE_ROUTES.filter((path) => path !== "/" && !sectionOf(nav, path))).toEqual([]);
  });
});

describe("breadcrumb", () => {
  it("starts with Home and follows the menu tree down to the page", () => {
    expect(titles(breadcrumb(nav, "/president-speaks-dps"))).toEqual([
      "Home",
      "About Us",
      "Greetings & Messages",
      "President Speaks",
    ]);
  });

  it("treats a trailing slash as the same page", () => {
    expect(breadcrumb(nav, "/our-mission/")).toEqual(breadcrumb(nav, "/our-mission"));
  });

  it("skips groups that are not pages", () => {
    expect(titles(breadcrumb(nav, "/news"))).toEqual(["Home", "News"]);
  });

  it("puts a detail page under its list", () => {
    expect(breadcrumb(nav, "/sub-sports-corner", "Inter-house football")).toEqual([
      { title: "Home", path: "/" },
      { title: "Sports Corner", path: "/sports-corner" },
      { title: "Inter-house football", path: "/sub-sports-corner" },
    ]);
  });

  it("gives a page missing from the structure a two-step trail", () => {
    expect(titles(breadcrumb(nav, "/career", "Career"))).toEqual(["Home", "Career"]);
  });

  it("is only Home on the home page", () => {
    expect(titles(breadcrumb(nav, "/"))).toEqual(["Home"]);
  });
});

describe("sideMenu", () => {
  it("lists the fourteen About pages under the About Us hub", () => {
    const menu = sideMenu(nav, "/our-vision");
    expect(menu?.hub).toEqual({ title: "About Us", path: "/about-us" });
    expect(menu?.items).toHaveLength(14);
    expect(menu?.items.find((i) => i.path === "/principal-speaks")?.depth).toBe(1);
  });

  it("gives Academics ten pages: the hub and nine", () => {
    const menu = sideMenu(nav, "/academics");
    expect(menu?.items.map((i) => i.path)).toEqual([
      "/our-curriculum",
      "/our-evaluation-strategies",
      "/our-faculty",
      "/shaping-impressionable-minds",
      "/our-laboratory",
      "/our-library",
      "/beyond-classrooms",
      "/student-tc",
      "/download-forms",
    ]);
  });

  it("gives Activities four pages and Admission the hub plus three", () => {
    expect(sideMenu(nav, "/clubs-and-societies")?.items).toHaveLength(3);
    expect(sideMenu(nav, "/e-prospectus")?.items.map((i) => i.path)).toEqual([
      "/admission-information",
      "/admission-criteria-class-xi",
      "/online-application-process",
    ]);
  });

  it("lists every fee page in the fee pages' Quick links", () => {
    const paths = sideMenu(nav, "/fee-xi-science-DPS")?.items.map((i) => i.path);
    expect(paths).toContain("/fee-xi-comm-humanities");
    expect(paths).toContain("/hostel-fee");
    expect(paths).toHaveLength(10);
  });

  it("is followed by SPEC's side-panel links, without the section's own hub", () => {
    const paths = (hub: string) => sidePanelLinks(nav, hub).map((link) => link.path);
    expect(paths("/fee-structure")).toEqual([
      "/about-us",
      "/academics",
      "/activities",
      "/admission",
      "/career",
      "/blog-post",
    ]);
    expect(paths("/academics/")).toEqual(["/about-us", "/activities", "/admission", "/career", "/blog-post"]);
  });

  it("is absent outside a section", () => {
    expect(sideMenu(nav, "/contact-us")).toBeNull();
    expect(sideMenu(nav, "/events")).toBeNull();
    expect(sideMenu(nav, "/")).toBeNull();
  });
});

describe("no bare link to an item page", () => {
  const itemPages = itemPagePaths(nav);
  it("knows the five item pages", () => {
    expect(itemPages.sort()).toEqual([
      "/blog-inner",
      "/news-details",
      "/photo-categories",
      "/sub-recent-activities",
      "/sub-sports-corner",
    ]);
  });

  it.each([
    "/gallery",
    "/photo-categories",
    "/recent-activities",
    "/sub-recent-activities",
    "/sports-corner",
    "/sub-sports-corner",
    "/blog-post",
    "/news",
  ])("leaves item pages out of the Quick links on %s", (path) => {
    expect(sideMenu(nav, path)?.items.map((item) => item.path) ?? []).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/(blog-inner|photo-categories|sub-)/)]),
    );
  });

  it("keeps the section's own Quick links on its item pages", () => {
    expect(sideMenu(nav, "/photo-categories")).toEqual({ hub: { title: "Gallery", path: "/gallery" }, items: [] });
    expect(sideMenu(nav, "/news-details")).toEqual({ hub: { title: "News", path: "/news" }, items: [] });
  });

  it("leaves them out of hub cards and the main menu", () => {
    const paths = (items: readonly { path?: string | null; children?: readonly unknown[] | null }[]): string[] =>
      items.flatMap((item) => [item.path ?? "", ...paths((item.children ?? []) as never)]);
    for (const hub of ["/gallery", "/recent-activities", "/sports-corner", "/blog-post"])
      expect(hubCards(nav, hub, new Map()).map((c) => c.path)).not.toEqual(expect.arrayContaining(itemPages));
    expect(paths(mainMenu(nav)).filter((path) => itemPages.includes(path))).toEqual([]);
  });
});

describe("hubCards", () => {
  const summaries = summariesByPath([...nav.menu, ...nav.more]);

  it("shows the admission hub's four cards, e-prospectus included", () => {
    expect(hubCards(nav, "/admission", summaries).map((c) => c.path)).toEqual([
      "/admission-information",
      "/admission-criteria-class-xi",
      "/online-application-process",
      "/e-prospectus",
    ]);
  });

  it("links the fee structure to the ten fee pages and the hostel fee", () => {
    const cards = hubCards(nav, "/fee-structure", summaries);
    expect(cards).toHaveLength(10);
    expect(cards.every((c) => c.summary.length > 0)).toBe(true);
  });

  it("links the hostel hub to its two pages", () => {
    expect(hubCards(nav, "/our-hostel", summaries).map((c) => c.path)).toEqual(["/about-hostel", "/hostel-fee"]);
  });
});

describe("summariesByPath", () => {
  it.each([
    ["no entries", [], []],
    [
      "entries at every depth, by their path written the site's way",
      [
        {
          path: "/a",
          summary: "Section A",
          children: [{ path: "/a-1/", summary: "Page A1", children: [{ path: "/a-1-x", summary: "Deep" }] }],
        },
      ],
      [
        ["/a", "Section A"],
        ["/a-1", "Page A1"],
        ["/a-1-x", "Deep"],
      ],
    ],
    [
      "a group without a path, and entries without a summary, add nothing",
      [
        {
          children: [
            { path: "/b", summary: null },
            { path: "/c", summary: "" },
            { path: "/d", summary: "D" },
          ],
        },
      ],
      [["/d", "D"]],
    ],
  ])("%s", (_case, entries, expected) => {
    expect([...summariesByPath(entries)]).toEqual(expected);
  });

  it("gives a card no summary where the hub's query found none", () => {
    expect(hubCards(nav, "/our-hostel", new Map()).map((card) => card.summary)).toEqual(["", ""]);
  });
});

describe("mainMenu", () => {
  it("keeps SPEC's order and leaves out entries marked inMenu: false", () => {
    const menu = mainMenu(nav);
    expect(menu.map((i) => i.title)).toEqual([
      "Home",
      "About Us",
      "Academics",
      "Activities",
      "Admission",
      "Fee Structure",
      "Disclosures",
      "Transport",
      "Hostel",
      "Alumni",
      "Contact Us",
      "Career",
      "Blog",
    ]);
    const fees = menu.find((i) => i.path === "/fee-structure");
    expect(fees?.children?.map((c) => c.path)).toEqual([
      "/fee-nursury",
      "/fee-nur-prep",
      "/fee-i-ii",
      "/fee-iii-viii",
      "/fee-9",
      "/hostel-fee",
    ]);
    expect(menu.find((i) => i.path === "/admission")?.children?.map((c) => c.path)).not.toContain("/e-prospectus");
  });
});

describe("site structure", () => {
  it("names every route of SPEC's route table and the pages added since", () => {
    const paths = new Set(allPaths(nav));
    expect(SITE_ROUTES.filter((route) => !paths.has(normalizePath(route)))).toEqual([]);
  });

  it("lists every page once in the sitemap, but not the pages that need an item's id", () => {
    const listed = sitemapGroups(nav).flatMap((g) => g.links.map((l) => l.path));
    const itemPages = [
      "/blog-inner",
      "/news-details",
      "/photo-categories",
      "/sub-recent-activities",
      "/sub-sports-corner",
    ];
    expect(new Set(listed).size).toBe(listed.length);
    expect(itemPagePaths(nav).sort()).toEqual([...itemPages].sort());
    expect(listed.filter((path) => itemPages.includes(path))).toEqual([]);
    expect(SITE_ROUTES.filter((route) => !itemPages.includes(route) && !listed.includes(route))).toEqual([]);
  });

  it("groups the sitemap by section", () => {
    const groups = sitemapGroups(nav);
    expect(groups.map((g) => g.title)).toEqual(
      expect.arrayContaining(["About Us", "Academics", "Admission", "Fee Structure", "News & Events", "Achievers"]),
    );
    expect(groups.find((g) => g.title === "Achievers")?.links.map((l) => l.path)).toEqual([
      "/xii-topper",
      "/x-topper",
      "/hall-of-Fame",
    ]);
  });
});

describe("resolveLink", () => {
  it("turns an external key into the URL site.yaml gives", () => {
    expect(resolveLink({ title: "Alumni", external: "alumni" }, site)).toEqual({
      title: "Alumni",
      href: site.links.alumni.url,
      external: true,
    });
  });

  it("keeps a page path as it is", () => {
    expect(resolveLink({ title: "Career", path: "/Career" }, site)).toEqual({
      title: "Career",
      href: "/Career",
      external: false,
    });
  });
});
