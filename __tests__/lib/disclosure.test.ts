/** @jest-environment node */
import type { Disclosure } from "../../src/lib/data/disclosureSchema";
import {
  disclosureFiles,
  disclosureView,
  passPercentage,
  teacherSectionRatio,
  totalTeachers,
  type DisclosureRow,
} from "../../src/lib/disclosure";
import { data } from "../fixtures/siteData";

const view = (edit: (disclosure: Disclosure) => void = () => undefined, site = data.site) => {
  const disclosure = structuredClone(data.disclosure) as Disclosure;
  edit(disclosure);
  return disclosureView({ disclosure, site, feeSession: data.fees.session, nav: data.nav });
};

const row = (rows: DisclosureRow[], label: string) => {
  const found = rows.find((r) => r.label === label);
  if (!found) throw new Error(`no row ${label}`);
  return found.parts;
};

describe("derived numbers", () => {
  it.each([
    [{ registered: 120, passed: 120 }, "100%"],
    [{ registered: 200, passed: 197 }, "98.5%"],
    [{ registered: 3, passed: 2 }, "66.67%"],
    [{ registered: 0, passed: 0 }, null],
    [{ registered: 120, passed: null }, null],
    [{ registered: undefined, passed: 5 }, null],
  ])("pass percentage of %j is %p", (row, expected) => {
    expect(passPercentage(row)).toBe(expected);
  });

  it.each([
    [{ pgt: 30, tgt: 50, prt: 40 }, 120],
    [{ pgt: 0, tgt: 0, prt: 0 }, 0],
    [{ pgt: 30, tgt: null, prt: 40 }, null],
  ])("teachers %j make %p in all", (teachers, expected) => {
    expect(totalTeachers(teachers)).toBe(expected);
  });

  it.each([
    [{ pgt: 30, tgt: 50, prt: 40 }, 80, "1:1.5 (1.5 teachers to a section)"],
    [{ pgt: 10, tgt: 10, prt: 10 }, 20, "1:1.5 (1.5 teachers to a section)"],
    [{ pgt: 1, tgt: 1, prt: 0 }, 3, "1:0.67 (0.67 teachers to a section)"],
    [{ pgt: 30, tgt: 50, prt: 40 }, null, null],
    [{ pgt: 30, tgt: null, prt: 40 }, 80, null],
  ])("teachers %j in %p sections: %p", (teachers, sections, expected) => {
    expect(teacherSectionRatio({ ...data.disclosure.staff, teachers, sections })).toBe(expected);
  });
});

describe("disclosureView", () => {
  it("takes the school's name, address, e-mail addresses and phones from site.yaml", () => {
    const { general } = view();
    expect(row(general, "Name of the school")).toEqual([{ label: null, text: data.site.name }]);
    expect(row(general, "Complete address with pin code")).toEqual([
      ...data.site.address.lines.map((line) => ({ label: null, text: line })),
      { label: "PIN code", text: null },
    ]);
    expect(row(general, "School email id")[0]).toEqual({
      label: data.site.emails[0].label,
      text: data.site.emails[0].address,
      href: `mailto:${data.site.emails[0].address}`,
      link: "plain",
    });
    expect(row(general, "Contact details (landline/mobile)").map((p) => p.href)).toEqual(
      data.site.phones.map((phone) => `tel:${phone.number.replace(/[^\d+]/g, "")}`),
    );
  });

  it("keeps Appendix IX's rows in its order, with nothing the school has not given", () => {
    const shipped = view();
    expect(shipped.general.map((r) => r.label)).toEqual([
      "Name of the school",
      "Affiliation no.",
      "School code",
      "Complete address with pin code",
      "Principal name & qualification",
      "School email id",
      "Contact details (landline/mobile)",
    ]);
    expect(shipped.documents).toHaveLength(8);
    expect(shipped.documents.every((doc) => doc.file === null && doc.issued === null)).toBe(true);
    expect(shipped.academics.map((r) => r.label)).toEqual([
      "Fee structure of the school",
      "Annual academic calendar",
      "List of school management committee (SMC)",
      "List of parents teachers association (PTA) members",
    ]);
    expect(shipped.staff.map((r) => r.label)).toHaveLength(5);
    expect(shipped.infrastructure.map((r) => r.label)).toHaveLength(7);
    expect(row(shipped.general, "Affiliation no.")).toEqual([{ label: null, text: null }]);
    expect(row(shipped.staff, "Principal")).toEqual([
      { label: "Name", text: null },
      { label: "Qualification", text: null },
    ]);
  });

  it("links the site's own fee structure, with fees.yaml's session, and its school calendar", () => {
    const { academics } = view();
    expect(row(academics, "Fee structure of the school")).toEqual([
      { label: null, text: `Fee Structure, session ${data.fees.session}`, href: "/fee-structure", link: "page" },
    ]);
    expect(row(academics, "Annual academic calendar")).toEqual([
      { label: null, text: "School Calendar", href: "/school-calendar", link: "page" },
    ]);
  });

  it("shows a document by its PDF and dates once the school publishes it", () => {
    const { documents, academics } = view((d) => {
      d.documents.fireSafetyCertificate = {
        file: "/disclosure/fire.pdf",
        issued: "2025-04-01",
        expires: "2026-03-31",
      };
      d.academics.smcList = { file: "/disclosure/smc.pdf", issued: "2025-06-10", expires: null };
    });
    expect(documents[5]).toEqual({
      label: "Copy of valid fire safety certificate issued by the competent authority",
      file: "/disclosure/fire.pdf",
      issued: "01 Apr 2025",
      expires: "31 Mar 2026",
      hasExpiry: true,
    });
    expect(documents[2].hasExpiry).toBe(false);
    expect(row(academics, "List of school management committee (SMC)")).toEqual([
      {
        label: null,
        text: "List of the school management committee (PDF)",
        href: "/disclosure/smc.pdf",
        link: "plain",
      },
      { label: "Date of issue", text: "10 Jun 2025" },
    ]);
  });

  it("works out the results' pass percentages and the teachers' total and ratio", () => {
    const { results, staff } = view((d) => {
      Object.assign(d.academics.results.classXII[0], { registered: 200, passed: 197, remarks: "Two compartments" });
      d.staff.teachers = { pgt: 30, tgt: 50, prt: 40 };
      d.staff.sections = 80;
    });
    expect(results.map((r) => r.className)).toEqual(["X", "XII"]);
    expect(results[1].rows[0]).toEqual({
      year: 2026,
      registered: 200,
      passed: 197,
      passPercentage: "98.5%",
      remarks: "Two compartments",
    });
    expect(results[1].rows[1].passPercentage).toBeNull();
    expect(row(staff, "Total no. of teachers").map((p) => `${p.label} ${p.text}`)).toEqual([
      "Total 120",
      "PGT 30",
      "TGT 50",
      "PRT 40",
    ]);
    expect(row(staff, "Teachers section ratio")[0].text).toBe("1:1.5 (1.5 teachers to a section)");
  });

  it("shows the facts it has (160 classrooms, 4 computer labs) and areas with Indian digit grouping", () => {
    const { infrastructure } = view((d) => (d.infrastructure.campusArea = 40468.5));
    expect(row(infrastructure, "Total campus area of the school (in square mtr)")[0].text).toBe("40,468.5");
    expect(row(infrastructure, "No. and size of the class rooms (in sq mtr)")).toEqual([
      { label: "Number", text: "160" },
      { label: "Size of each", text: null },
    ]);
    expect(
      row(infrastructure, "No. and size of laboratories including computer labs (in sq mtr)").find(
        (p) => p.label === "Computer laboratories",
      )?.text,
    ).toBe("4");
  });

  it("links the disclosure's PDF only where site.yaml names one", () => {
    const disclosure = { title: "Mandatory Public Disclosure", url: "https://school.example/pdf/disclosure.pdf" };
    expect(view(undefined, { ...data.site, links: { ...data.site.links, disclosure } }).pdf).toEqual(disclosure);
    const withoutPdf = { ...data.site, links: { ...data.site.links, disclosure: null } };
    expect(view(undefined, withoutPdf).pdf).toBeNull();
  });
});

it("names the PDFs the disclosure links, with their places in the file", () => {
  const disclosure = structuredClone(data.disclosure) as Disclosure;
  expect(disclosureFiles(disclosure)).toEqual([]);
  disclosure.documents.nocCertificate.file = "/disclosure/noc.pdf";
  disclosure.academics.ptaList.file = "/disclosure/pta.pdf";
  expect(disclosureFiles(disclosure)).toEqual([
    { place: "documents > nocCertificate", file: "/disclosure/noc.pdf" },
    { place: "academics > ptaList", file: "/disclosure/pta.pdf" },
  ]);
});
