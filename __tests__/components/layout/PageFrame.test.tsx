import { render, screen, waitFor, within } from "@testing-library/react";
import { PageFrame } from "../../../src/components/layout/PageFrame";
import { mockSiteQuery } from "../../fixtures/mockSiteQuery";
import { site } from "../../fixtures/siteData";

beforeEach(mockSiteQuery);

const renderPage = (path: string, title: string) =>
  render(
    <PageFrame path={path} title={title}>
      <p>Body text</p>
    </PageFrame>,
  );

describe("PageFrame", () => {
  it("shows a breadcrumb from Home, the heading and the section's Quick links", () => {
    renderPage("/our-library", "Our Library");
    const crumbs = within(screen.getByRole("navigation", { name: "Breadcrumb" })).getAllByRole("listitem");
    expect(crumbs.map((li) => li.textContent)).toEqual(["Home", "Academics", "Our Library"]);
    expect(crumbs[2]).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("heading", { level: 1, name: "Our Library" })).toBeInTheDocument();

    const quick = screen.getByRole("navigation", { name: "Quick links" });
    const links = within(quick).getAllByRole("link");
    expect(links).toHaveLength(10);
    expect(within(quick).getByRole("link", { name: "Our Library" })).toHaveAttribute("aria-current", "page");
  });

  it("has no Quick links outside a section", () => {
    renderPage("/contact-us", "Contact Us");
    expect(screen.queryByRole("navigation", { name: "Quick links" })).toBeNull();
  });

  it("sits in the frame: skip link, top bar, footer and floating buttons", () => {
    renderPage("/our-library", "Our Library");
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveAttribute("href", "#main-content");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main-content");
    expect(screen.getByRole("link", { name: `${site.name}, home page` })).toHaveAttribute("href", "/");
    expect(
      screen.getAllByRole("link", { name: new RegExp(site.phones[0].number.replace(/\+/g, "\\+")) })[0],
    ).toHaveAttribute("href", "tel:+913530000000");
    expect(screen.getByRole("link", { name: "Mandatory Public Disclosure" })).toHaveAttribute(
      "href",
      "/mandatory-public-disclosure",
    );
    expect(screen.getByRole("link", { name: "Career Counselling" })).toHaveAttribute("href", "/careercounseling");
    expect(screen.getByRole("link", { name: "Call the school office" })).toHaveAttribute("href", "tel:+913530000000");
    expect(screen.getByRole("link", { name: /Chat with the school on WhatsApp/ })).toHaveAttribute(
      "href",
      `https://wa.me/${site.whatsapp}`,
    );
    const footer = within(screen.getByRole("navigation", { name: "Footer quick links" }));
    expect(footer.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual([
      "/service-before-self",
      "/hall-of-Fame",
      "/infrastructure-facilities",
      "/school-calendar",
      site.links.alumni.url,
      "/sitemap",
      "/bus-tracking",
      "/syllabus",
      "/recent-activities",
      "/sports-corner",
    ]);
    expect(screen.getByRole("button", { name: "Show map" })).toBeInTheDocument();
    expect(screen.getByText(/Website and school software by/)).toBeInTheDocument();
  });

  it("titles the browser's tab after an item page's item, once it has arrived", async () => {
    const { rerender } = renderPage("/blog-inner", "Blog Post");
    rerender(
      <PageFrame path="/blog-inner" title="Learning that lasts">
        <p>Body text</p>
      </PageFrame>,
    );
    await waitFor(() => expect(document.title).toBe(`Learning that lasts | ${site.name}`));
  });

  it("leaves the title of any other page to its head", () => {
    document.title = "Written by the head";
    renderPage("/our-library", "Our Library");
    expect(document.title).toBe("Written by the head");
  });
});
