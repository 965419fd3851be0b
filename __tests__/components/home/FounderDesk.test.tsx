import { render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { FounderDesk } from "../../../src/components/home/FounderDesk";
import { nav, site } from "../../fixtures/siteData";

const withFounder = (founder: unknown) =>
  (useStaticQuery as jest.Mock).mockReturnValue({ siteYaml: { ...site, founder }, navigationYaml: nav });

describe("FounderDesk", () => {
  it("says only what is true of any founder while site.yaml's entry is empty", () => {
    withFounder({ name: null, lifeDates: null, biography: null });
    render(<FounderDesk />);
    expect(screen.getByText(/owes its beginning to the vision of our founding father/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Read about our founding father" })).toHaveAttribute(
      "href",
      "/our-founding-father",
    );
  });

  it("shows the name, life dates and the biography's first paragraph once the office fills them in", () => {
    withFounder({
      name: "Test Founder",
      lifeDates: "1900–1980",
      biography: "He opened the first classroom.\n\nA second paragraph.",
    });
    render(<FounderDesk />);
    expect(screen.getByText("Test Founder")).toBeInTheDocument();
    expect(screen.getByText("(1900–1980)")).toBeInTheDocument();
    expect(screen.getByText("He opened the first classroom.")).toBeInTheDocument();
    expect(screen.queryByText("A second paragraph.")).toBeNull();
    expect(screen.queryByText(/owes its beginning/)).toBeNull();
  });
});
