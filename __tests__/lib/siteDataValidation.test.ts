import { DataError } from "../../src/lib/dataChecks";
import { validateNavigation, validateSite } from "../../src/lib/siteDataValidation";
import type { NavItem } from "../../src/client/types";
import { copy, nav, site } from "../fixtures/siteData";

const messageOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(DataError);
    return (error as Error).message;
  }
  throw new Error("expected the data to be rejected");
};

describe("navigation.yaml", () => {
  it("accepts the file the site ships", () => {
    expect(() => validateNavigation(nav)).not.toThrow();
  });

  it("names the file, the entry and the field of a missing title", () => {
    const broken = copy(nav);
    delete ((broken.menu[1].children as NavItem[])[2] as Partial<NavItem>).title;
    expect(messageOf(() => validateNavigation(broken))).toBe(
      'content/data/navigation.yaml: menu[1] "About Us" > children[2]: field "title" must be a non-empty text',
    );
  });

  it("rejects a path without its leading slash", () => {
    const broken = copy(nav);
    broken.menu[2].path = "academics";
    expect(messageOf(() => validateNavigation(broken))).toBe(
      'content/data/navigation.yaml: menu[2] "Academics": field "path" must be a path of this site starting with "/", such as /about-us',
    );
  });

  it("rejects an external key that site.yaml does not have", () => {
    const broken = copy(nav);
    broken.footer[4].external = "alumini";
    expect(messageOf(() => validateNavigation(broken))).toMatch(
      /^content\/data\/navigation\.yaml: footer\[4\] "Alumni": field "external" must name a link of site\.yaml/,
    );
  });

  it("rejects a mistyped field name", () => {
    const broken = copy(nav) as unknown as { topBar: Record<string, unknown>[] };
    broken.topBar[2] = { title: "Career Counselling", pth: "/careercounseling" };
    expect(messageOf(() => validateNavigation(broken))).toMatch(
      /^content\/data\/navigation\.yaml: topBar\[2\] "Career Counselling": field "pth" is not a known field/,
    );
  });

  it("rejects inMenu written as text", () => {
    const broken = copy(nav) as unknown as { menu: Record<string, unknown>[] };
    (broken.menu[4].children as Record<string, unknown>[])[3].inMenu = "no";
    expect(messageOf(() => validateNavigation(broken))).toContain('field "inMenu" must be true or false');
  });

  it("rejects an entry with both a path and an external link", () => {
    const broken = copy(nav);
    broken.menu[6].path = "/disclosures";
    expect(messageOf(() => validateNavigation(broken))).toBe(
      'content/data/navigation.yaml: menu[6] "Disclosures": field "path" must be given, or else "external" (one of the two, not both)',
    );
  });

  it("rejects nesting deeper than the menu can show", () => {
    const broken = copy(nav);
    const greetings = (broken.menu[1].children as NavItem[])[1];
    const president = (greetings.children as NavItem[])[0];
    president.children = [{ title: "Deeper", path: "/deeper", children: [{ title: "Deepest", path: "/deepest" }] }];
    expect(messageOf(() => validateNavigation(broken))).toContain('"Deeper": field "children" may be nested at most 3 levels deep');
  });
});

describe("site.yaml", () => {
  it("accepts the file the site ships", () => {
    expect(validateSite(site).schoolCode).toBe("DPSSWB");
  });

  it("names a missing external link", () => {
    const broken = copy(site) as unknown as { links: Record<string, unknown> };
    delete broken.links.disclosure;
    expect(messageOf(() => validateSite(broken))).toBe(
      'content/data/site.yaml: links.disclosure: field "disclosure" is missing',
    );
  });

  it("names a phone number that is not a number", () => {
    const broken = copy(site);
    broken.phones[1].number = "call us";
    expect(messageOf(() => validateSite(broken))).toBe(
      'content/data/site.yaml: phones[1]: field "number" must be a phone number of digits, spaces and dashes',
    );
  });

  it("names a link that is not a web address", () => {
    const broken = copy(site);
    broken.links.erpLogin.url = "erp.school";
    expect(messageOf(() => validateSite(broken))).toBe(
      'content/data/site.yaml: links.erpLogin: field "url" must be a web address starting with http:// or https://',
    );
  });

  it("rejects a school code in lowercase", () => {
    const broken = copy(site);
    broken.schoolCode = "dpsswb";
    expect(messageOf(() => validateSite(broken))).toContain('field "schoolCode" must be the school code');
  });
});
