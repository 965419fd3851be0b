import { render, screen, within } from "@testing-library/react";
import { DisclosureBlock } from "../../../src/components/blocks/DisclosureBlock";
import type { Disclosure } from "../../../src/lib/data/disclosureSchema";
import { data } from "../../fixtures/siteData";

function renderDisclosure(edit: (disclosure: Disclosure) => void = () => undefined, site = data.site) {
  const disclosure = JSON.parse(JSON.stringify(data.disclosure)) as Disclosure;
  edit(disclosure);
  render(<DisclosureBlock sources={{ disclosure, site, feeSession: data.fees.session, nav: data.nav }} />);
}

const TABLES = [
  "A. General information",
  "B. Documents and information",
  "C. Result and academics",
  "Result of the board examination, Class X",
  "Result of the board examination, Class XII",
  "D. Staff (teaching)",
  "E. School infrastructure",
];

describe("DisclosureBlock", () => {
  it("shows Appendix IX's five sections in order, each a table named by its caption", () => {
    renderDisclosure();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "A. General information",
      "B. Documents and information",
      "C. Result and academics",
      "D. Staff (teaching)",
      "E. School infrastructure",
    ]);
    expect(screen.getAllByRole("table").map((table) => table.querySelector("caption")?.textContent)).toEqual(TABLES);
    for (const table of screen.getAllByRole("table")) {
      const headers = within(table).getAllByRole("columnheader");
      expect(headers.length).toBeGreaterThan(2);
      for (const header of headers) expect(header).toHaveAttribute("scope", "col");
      for (const header of within(table).getAllByRole("rowheader")) expect(header).toHaveAttribute("scope", "row");
    }
  });

  it('says "To be published by the school" wherever the school has given nothing, and never makes a fact up', () => {
    renderDisclosure();
    const general = screen.getByRole("table", { name: "A. General information" });
    const affiliation = within(general).getByRole("row", { name: /Affiliation no\./ });
    expect(within(affiliation).getByText("To be published by the school")).toBeInTheDocument();
    expect(within(general).getByRole("row", { name: /Name of the school/ })).toHaveTextContent(data.site.name);
    const documents = screen.getByRole("table", { name: "B. Documents and information" });
    expect(within(documents).getAllByText("To be published by the school")).toHaveLength(8);
    expect(within(documents).queryAllByRole("link")).toEqual([]);
    const classX = screen.getByRole("table", { name: "Result of the board examination, Class X" });
    expect(within(classX).getAllByRole("row", { name: /^20\d\d To be published by the school$/ })).toHaveLength(3);
  });

  it("links each published document as a PDF, with its date of issue and date of expiry", () => {
    renderDisclosure((d) => {
      d.documents.fireSafetyCertificate = { file: "/disclosure/fire.pdf", issued: "2025-04-01", expires: "2026-03-31" };
      d.documents.nocCertificate = { file: "/disclosure/noc.pdf", issued: "2019-07-15", expires: null };
      d.documents.rteCertificate = { file: "/disclosure/rte.pdf", issued: "2024-01-10", expires: null };
    });
    const documents = screen.getByRole("table", { name: "B. Documents and information" });
    const fire = within(documents).getByRole("row", { name: /valid fire safety certificate/ });
    expect(
      within(fire).getByRole("link", {
        name: "View Copy of valid fire safety certificate issued by the competent authority (PDF)",
      }),
    ).toHaveAttribute("href", "/disclosure/fire.pdf");
    expect(
      within(fire)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["6", expect.stringMatching(/^View/), "01 Apr 2025", "31 Mar 2026"]);
    // A no objection certificate has no date of expiry; a recognition certificate is renewed.
    const noc = within(documents).getByRole("row", { name: /no objection certificate/ });
    expect(within(noc).getAllByRole("cell")[3]).toHaveTextContent("Not applicable");
    const rte = within(documents).getByRole("row", { name: /RTE Act/ });
    expect(within(rte).getAllByRole("cell")[3]).toHaveTextContent("To be published by the school");
  });

  it("links the site's fee structure and school calendar, and shows a year's result with its pass percentage", () => {
    renderDisclosure((d) => {
      Object.assign(d.academics.results.classXII[0], { registered: 200, passed: 197, remarks: null });
    });
    const academics = screen.getByRole("table", { name: "C. Result and academics" });
    expect(within(academics).getByRole("link", { name: /^Fee Structure, session \d{4}-\d{2}$/ })).toHaveAttribute(
      "href",
      "/fee-structure",
    );
    expect(within(academics).getByRole("link", { name: "School Calendar" })).toHaveAttribute(
      "href",
      "/school-calendar",
    );
    const classXII = screen.getByRole("table", { name: "Result of the board examination, Class XII" });
    const year = within(classXII).getByRole("row", { name: /^2026/ });
    expect(
      within(year)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["200", "197", "98.5%", ""]);
  });

  it("links the disclosure's PDF in a new tab where site.yaml names one, and leaves it out where not", () => {
    const disclosure = { title: "Mandatory Public Disclosure", url: "https://school.example/pdf/disclosure.pdf" };
    renderDisclosure(undefined, { ...data.site, links: { ...data.site.links, disclosure } });
    const pdf = screen.getByRole("link", { name: "Mandatory Public Disclosure (opens in a new tab)" });
    expect(pdf).toHaveAttribute("href", disclosure.url);
    expect(pdf).toHaveAttribute("target", "_blank");
    document.body.innerHTML = "";
    renderDisclosure(undefined, { ...data.site, links: { ...data.site.links, disclosure: null } });
    expect(screen.queryByRole("link", { name: /Mandatory Public Disclosure/ })).toBeNull();
    expect(screen.getByRole("table", { name: "A. General information" })).toBeInTheDocument();
  });
});
