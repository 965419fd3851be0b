/** @jest-environment node */
import { PDFDocument } from "pdf-lib";
import { formatRupees } from "../../../src/lib/rupees";
import { siteDocuments } from "../../../src/lib/pdf/siteDocuments";
import { pdfText } from "../../../content-service/__tests__/fixtures/pdfText";
import { data } from "../../fixtures/siteData";

const documents = siteDocuments(data);
const textOf = async (address: string) => (await pdfText((await documents)[address])).flat().join("\n");

it("makes every PDF the pages link, each a document a reader can open", async () => {
  const made = await documents;
  expect(Object.keys(made).sort()).toEqual([
    "/pdf/authorization-letter.pdf",
    "/pdf/e-prospectus.pdf",
    "/pdf/identity-card-form.pdf",
    "/pdf/sample-tc.pdf",
    "/pdf/transfer-certificate-application.pdf",
    "/pdf/transport-application.pdf",
  ]);
  for (const bytes of Object.values(made)) {
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(0);
    expect(doc.getAuthor()).toBe(data.site.name);
  }
});

it("puts every group's fees of fees.yaml into the e-prospectus, for the admission session, each with its session", async () => {
  const text = await textOf("/pdf/e-prospectus.pdf");
  expect(text).toContain(`E-Prospectus  ${data.site.admissionSession}`);
  expect(text).toContain(`Admission ${data.site.admissionSession}`);
  expect(text).toContain(`Fees for session ${data.fees.session} (Rs.)`);
  for (const group of data.fees.groups) {
    expect(text).toContain(formatRupees(group.total));
    for (const row of group.rows) expect(text).toContain(formatRupees(row.amount));
  }
  expect(text).toContain(`Rs. ${formatRupees(data.fees.transportMonthly)} a month`);
  expect(text.replace(/\s+/g, " ")).toContain(
    `Class XI admission for session ${data.admission.session} opened on 18 October 2024`,
  );
});

it("says whose fees it shows when they are of an earlier session than the admission session", async () => {
  const later = {
    ...data,
    site: { ...data.site, admissionSession: "2027-28" },
    fees: { ...data.fees, session: "2025-26" },
  };
  const text = (await pdfText((await siteDocuments(later))["/pdf/e-prospectus.pdf"])).flat().join(" ");
  expect(text.replace(/\s+/g, " ")).toContain(
    "Admissions are open for session 2027-28. The fees below are those of session 2025-26:",
  );
  const same = {
    ...data,
    site: { ...data.site, admissionSession: "2025-26" },
    fees: { ...data.fees, session: "2025-26" },
  };
  expect((await pdfText((await siteDocuments(same))["/pdf/e-prospectus.pdf"])).flat().join(" ")).not.toContain(
    "Admissions are open for session",
  );
});

it("states the transport fee of fees.yaml on the transport application", async () => {
  expect(await textOf("/pdf/transport-application.pdf")).toContain(`Rs. ${data.fees.transportMonthly} a month`);
});

it("marks the sample certificate as a sample", async () => {
  expect(await textOf("/pdf/sample-tc.pdf")).toContain("SAMPLE ONLY - NOT A VALID CERTIFICATE.");
});

it("makes the same files from the same data, so a rebuild changes nothing by itself", async () => {
  const again = await siteDocuments(data);
  for (const [address, bytes] of Object.entries(await documents))
    expect(Buffer.from(again[address]).equals(Buffer.from(bytes))).toBe(true);
});
