import { renderToString } from "react-dom/server";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MainMenu } from "../../../src/components/layout/MainMenu";
import { mainMenu } from "../../../src/lib/navigation";
import { nav, site } from "../../fixtures/siteData";

const renderMenu = (path = "/") => render(<MainMenu items={mainMenu(nav)} site={site} currentPath={path} />);

describe("MainMenu", () => {
  it("opens a submenu from its toggle button and closes it with Escape, returning focus", async () => {
    const user = userEvent.setup();
    renderMenu();
    const toggle = screen.getByRole("button", { name: "About Us pages" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    toggle.focus();
    await user.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const submenu = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(submenu).not.toBeNull();
    expect(within(submenu as HTMLElement).getByRole("link", { name: "Our Founding Father" })).toHaveAttribute(
      "href",
      "/our-founding-father",
    );

    await user.tab();
    expect(document.activeElement).toHaveTextContent("Our Founding Father");
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes a submenu when focus moves on to the next menu entry", async () => {
    const user = userEvent.setup();
    renderMenu();
    const about = screen.getByRole("button", { name: "About Us pages" });
    await user.click(about);
    expect(about).toHaveAttribute("aria-expanded", "true");
    act(() => screen.getByRole("link", { name: "Academics" }).focus());
    expect(about).toHaveAttribute("aria-expanded", "false");
  });

  it("opens the drawer from the Menu button and closes it with Escape, focus back on the button", async () => {
    const user = userEvent.setup();
    renderMenu();
    const menuButton = screen.getByRole("button", { name: "Menu" });
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute("aria-expanded", "true");
    expect(document.getElementById("main-menu")).toHaveClass("is-open");
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
    expect(document.getElementById("main-menu")).not.toHaveClass("is-open");
    expect(menuButton).toHaveFocus();
  });

  it("shows what it is given for the drawer's end (the top bar's details) only while the drawer is open", async () => {
    const user = userEvent.setup();
    render(
      <MainMenu
        items={mainMenu(nav)}
        site={site}
        currentPath="/"
        drawerEnd={<a href="tel:+913530000000">+91 353 000 0000</a>}
      />,
    );
    expect(screen.queryByRole("link", { name: "+91 353 000 0000" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Menu" }));
    expect(
      within(document.getElementById("main-menu") as HTMLElement).getByRole("link", { name: "+91 353 000 0000" }),
    ).toHaveAttribute("href", "tel:+913530000000");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("link", { name: "+91 353 000 0000" })).toBeNull();
  });

  it("is a link to the site map in the server's HTML, before the script can open the drawer", () => {
    const html = renderToString(<MainMenu items={mainMenu(nav)} site={site} currentPath="/" />);
    const container = document.createElement("div");
    container.innerHTML = html;
    const toggle = container.querySelector(".menu__toggle");
    expect(toggle?.tagName).toBe("A");
    expect(toggle).toHaveAttribute("href", "/sitemap");
    expect(toggle).toHaveTextContent("Menu");
  });

  it("marks the current page and its section", () => {
    renderMenu("/our-mission/");
    expect(screen.getByRole("link", { name: "Our Mission" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "About Us" }).closest("li")).toHaveClass("is-current");
  });

  it("opens external entries in a new tab and leaves hidden entries out", () => {
    renderMenu();
    const alumni = screen.getByRole("link", { name: /^Alumni/ });
    expect(alumni).toHaveAttribute("href", site.links.alumni.url);
    expect(alumni).toHaveAttribute("target", "_blank");
    expect(alumni).toHaveAttribute("rel", "noopener noreferrer");
    fireEvent.pointerEnter(screen.getByRole("link", { name: "Admission" }).closest("li") as HTMLElement);
    expect(screen.getByRole("link", { name: "Admission Information", hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "E-Prospectus", hidden: true })).toBeNull();
  });

  it("puts a submenu's links in the page when the pointer or focus first reaches its entry, the current section's at once", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<MainMenu items={mainMenu(nav)} site={site} currentPath="/our-library" />);
    expect(container.querySelector("#submenu-about-us")?.children).toHaveLength(0);
    expect(container.querySelector("#submenu-academics a[href='/our-library']")).toHaveAttribute(
      "aria-current",
      "page",
    );

    renderMenu();
    const about = screen.getByRole("link", { name: "About Us" }).closest("li") as HTMLElement;
    const admission = screen.getByRole("link", { name: "Admission" }).closest("li") as HTMLElement;
    expect(within(about).queryByRole("link", { name: "Our Founding Father", hidden: true })).toBeNull();
    fireEvent.pointerEnter(about);
    expect(within(about).getByRole("link", { name: "Our Founding Father", hidden: true })).toHaveAttribute(
      "href",
      "/our-founding-father",
    );
    act(() => screen.getByRole("button", { name: "Admission pages" }).focus());
    expect(within(admission).getByRole("link", { name: "Admission Information", hidden: true })).toBeInTheDocument();
  });
});
