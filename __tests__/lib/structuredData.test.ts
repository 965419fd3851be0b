/** @jest-environment node */
import { LARGE_ICON } from "../../src/lib/appIcons";
import { breadcrumb } from "../../src/lib/navigation";
import { absoluteUrl, breadcrumbData, jsonLd, schoolData } from "../../src/lib/structuredData";
import { richResultProblems } from "../fixtures/richResults";
import { SITE_ROUTES } from "../fixtures/routes";
import { nav, site } from "../fixtures/siteData";

it.each(SITE_ROUTES.filter((route) => route !== "/"))("%s: its BreadcrumbList has what Google asks for", (route) => {
  const data = breadcrumbData(site.siteUrl, breadcrumb(nav, route, "This page"));
  expect(richResultProblems(data)).toEqual([]);
  expect(data.itemListElement).toContainEqual(
    expect.objectContaining({ position: 1, name: "Home", item: "https://www.dpssiliguri.example/" }),
  );
});

it("names the pages of a trail by their address on the public site", () => {
  expect(breadcrumbData(site.siteUrl, breadcrumb(nav, "/fee-9"))).toEqual({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.dpssiliguri.example/" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Fee Structure",
        item: "https://www.dpssiliguri.example/fee-structure",
      },
      { "@type": "ListItem", position: 3, name: "Class IX", item: "https://www.dpssiliguri.example/fee-9" },
    ],
  });
});

it("names no address for the last step of an item page's trail, whose address needs an id", () => {
  const data = breadcrumbData(site.siteUrl, breadcrumb(nav, "/photo-categories", "Annual Day"), { itemPage: true });
  expect(richResultProblems(data)).toEqual([]);
  const steps = data.itemListElement as unknown as { item?: string; name: string }[];
  expect(steps.at(-1)).toEqual({ "@type": "ListItem", position: steps.length, name: "Annual Day" });
  expect(steps.slice(0, -1).every((step) => step.item?.startsWith("https://www.dpssiliguri.example/"))).toBe(true);
});

it("describes the school with what Google asks of an organisation", () => {
  const data = schoolData(site, LARGE_ICON.path);
  expect(richResultProblems(data)).toEqual([]);
  expect(data).toMatchObject({
    "@type": "School",
    name: "Delhi Public School, Siliguri",
    url: "https://www.dpssiliguri.example/",
    logo: "https://www.dpssiliguri.example/icons/icon-512.png",
    address: {
      "@type": "PostalAddress",
      streetAddress: "Siliguri, Darjeeling district",
      addressLocality: "Siliguri",
      addressRegion: "West Bengal",
      addressCountry: "IN",
    },
    telephone: site.phones[0].number,
    email: site.emails[0].address,
    sameAs: site.social.map((page) => page.url),
  });
});

it("names the session admissions are open for, as the home page's banner does", () => {
  expect(schoolData({ ...site, admissionSession: "2027-28" }, "/x.png")).toMatchObject({
    makesOffer: {
      "@type": "Offer",
      name: "Admission for session 2027-28",
      url: "https://www.dpssiliguri.example/online-application-process",
    },
  });
});

it("gives the PIN code once site.yaml has it, and none before", () => {
  expect(schoolData(site, "/x.png")).not.toHaveProperty("address.postalCode");
  expect(schoolData({ ...site, address: { ...site.address, postalCode: "123456" } }, "/x.png")).toMatchObject({
    address: { postalCode: "123456" },
  });
});

it("gives search engines the street, never the school's name, as the street address", () => {
  const address = {
    ...site.address,
    lines: [site.name, "Plot 12, Sevoke Road", "Ward 9, Siliguri", "West Bengal, India"],
  };
  expect(schoolData({ ...site, address }, "/x.png")).toMatchObject({
    address: { streetAddress: "Plot 12, Sevoke Road, Ward 9, Siliguri" },
  });
});

// The checker itself: each rule fails when its property is wrong.
const school: object = schoolData(site, "/x.png");
it.each<[object, string]>([
  [
    { "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: [] },
    "BreadcrumbList: itemListElement must list at least two ListItems",
  ],
  [
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://a.example/" },
        { "@type": "ListItem", position: 3, name: "X", item: "https://a.example/x" },
      ],
    },
    "BreadcrumbList: itemListElement[1]: position must be 2",
  ],
  [
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "/" },
        { "@type": "ListItem", position: 2, name: "", item: "https://a.example/x" },
      ],
    },
    "BreadcrumbList: itemListElement[0]: item must be the page's absolute URL",
  ],
  [
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home" },
        { "@type": "ListItem", position: 2, name: "X" },
      ],
    },
    "BreadcrumbList: itemListElement[0]: item must be the page's absolute URL",
  ],
  [{ ...school, logo: "/x.png" }, "School: logo must be an absolute image URL"],
  [{ ...school, address: "Siliguri" }, "School: address must be a PostalAddress"],
  [{ ...school, telephone: "" }, "School: telephone is missing"],
  [{ ...school, "@context": "http://schema.org" }, "@context must be https://schema.org"],
])("the checker reports %j as %p", (data, problem) => {
  expect(richResultProblems(data)).toContain(problem);
});

it.each([
  ["/", "https://www.dpssiliguri.example/"],
  ["/fee-9/", "https://www.dpssiliguri.example/fee-9"],
  ["/hall-of-Fame", "https://www.dpssiliguri.example/hall-of-Fame"],
])("places %p at %p", (path, url) => {
  expect(absoluteUrl("https://www.dpssiliguri.example/", path)).toBe(url);
});

it("writes JSON that no text in it can end the script element with", () => {
  const text = jsonLd({ name: "</script><script>alert(1)</script>" });
  expect(text).not.toContain("<");
  expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
});
