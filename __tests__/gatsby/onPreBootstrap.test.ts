/** @jest-environment node */
import { readFileSync, rmSync } from "fs";
import path from "path";
import { onPreBootstrap } from "../../gatsby-node";
import sharp from "sharp";
import { pdfText } from "../../content-service/__tests__/fixtures/pdfText";
import { projectWith } from "../fixtures/siteData";

/** Runs the build's first step in a copy of the project's data files, some of them edited; returns
 * the reporter's panic and warnings and the lines of the e-prospectus the step wrote, if any. */
async function bootstrapWith(edits: Record<string, (text: string) => string> = {}) {
  const dir = projectWith(edits);
  const panic = jest.fn();
  const warn = jest.fn();
  const cwd = process.cwd();
  process.chdir(dir);
  try {
    await (onPreBootstrap as (args: unknown) => Promise<void>)({ reporter: { panic, warn } });
    const prospectus = panic.mock.calls.length ? null : readFileSync(path.join(dir, "public/pdf/e-prospectus.pdf"));
    const manifest = panic.mock.calls.length
      ? null
      : JSON.parse(readFileSync(path.join(dir, "public/manifest.webmanifest"), "utf8"));
    const icons = manifest
      ? await Promise.all(
          manifest.icons.map((icon: { src: string }) => sharp(path.join(dir, "public", icon.src)).metadata()),
        )
      : [];
    const warnings = warn.mock.calls.map(([message]) => String(message));
    return { panic, warnings, prospectus: prospectus && (await pdfText(prospectus)).flat(), manifest, icons };
  } finally {
    process.chdir(cwd);
    rmSync(dir, { recursive: true, force: true });
  }
}

it("stops the build with one message naming file, entry and field", async () => {
  const { panic } = await bootstrapWith({
    "navigation.yaml": (text) => text.replace("path: /our-vision", "path: our-vision"),
  });
  expect(panic).toHaveBeenCalledTimes(1);
  expect(panic.mock.calls[0][0]).toBe(
    'content/data/navigation.yaml: menu[1] "About Us" > children[4] "Our Vision": field "path" must be a path of this site starting with "/", such as /about-us',
  );
});

/** The school's day in India, as "YYYY-MM-DD", `days` from today. */
const dayFromToday = (days: number) => {
  const india = new Date(Date.now() + 330 * 60_000 + days * 86_400_000);
  return india.toISOString().slice(0, 10);
};

/** disclosure.yaml with the fire safety certificate published, its date of expiry `expires`. */
const fireCertificateExpiring = (expires: string) => (text: string) =>
  text.replace(
    /fireSafetyCertificate:\n {4}file:\n {4}issued:\n {4}expires:/,
    `fireSafetyCertificate:\n    file:\n    issued: 2020-01-01\n    expires: ${expires}`,
  );

/** The warnings about the disclosure, without those about older fees or criteria (tested below). */
const aboutDisclosure = (warnings: string[]) => warnings.filter((w) => !w.includes("while admissions are open for"));

it("warns, without stopping, of a disclosure document whose date of expiry has passed or is near", async () => {
  const current = await bootstrapWith({ "disclosure.yaml": fireCertificateExpiring(dayFromToday(400)) });
  expect(current.panic).not.toHaveBeenCalled();
  // Only the list of empty facts: no warning of its own for a certificate valid for 400 more days.
  expect(aboutDisclosure(current.warnings)).toEqual([expect.stringMatching(/^The Mandatory Public Disclosure says/)]);

  const past = dayFromToday(-3);
  const expired = await bootstrapWith({ "disclosure.yaml": fireCertificateExpiring(past) });
  expect(expired.panic).not.toHaveBeenCalled();
  expect(expired.warnings[0]).toBe(
    "content/data/disclosure.yaml: documents > fireSafetyCertificate " +
      `("Copy of valid fire safety certificate issued by the competent authority"): expired on ${past}, 3 days ago`,
  );

  const soon = dayFromToday(30);
  const expiring = await bootstrapWith({ "disclosure.yaml": fireCertificateExpiring(soon) });
  expect(expiring.warnings[0]).toMatch(new RegExp(`fireSafetyCertificate .*: expires on ${soon}, in 30 days$`));
}, 60_000);

it("lists in one warning every fact of the disclosure still empty", async () => {
  const { panic, warnings: all } = await bootstrapWith();
  expect(panic).not.toHaveBeenCalled();
  const warnings = aboutDisclosure(all);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(/^The Mandatory Public Disclosure says "To be published by the school" for \d+ entries/);
  expect(warnings[0]).toContain(
    'content/data/disclosure.yaml: general > affiliationNumber ("Affiliation no.") is empty',
  );
}, 60_000);

it("warns of fees and Class XI criteria older than the admission session, and stops once that session has ended", async () => {
  const later = await bootstrapWith({
    "site.yaml": (text) => text.replace(/^admissionSession: .*$/m, "admissionSession: 2099-00"),
    "fees.yaml": (text) => text.replace(/^session: .*$/m, "session: 2098-99"),
  });
  expect(later.panic).not.toHaveBeenCalled();
  expect(later.warnings.filter((w) => !aboutDisclosure([w]).length)).toEqual([
    "content/data/fees.yaml holds the fees of session 2098-99, while admissions are open for 2099-00 " +
      "(content/data/site.yaml): the pages say so; write those of 2099-00 when the school sets them.",
    expect.stringMatching(/^content\/data\/admission.yaml holds the Class XI date and marks of session \d{4}-\d{2}, /),
  ]);

  const ended = await bootstrapWith({
    "site.yaml": (text) => text.replace(/^admissionSession: .*$/m, "admissionSession: 2024-25"),
  });
  expect(ended.panic).toHaveBeenCalledWith(
    expect.stringMatching(
      /^content\/data\/site.yaml: top level: field "admissionSession" is 2024-25, which ended on 31 March 2025: write the session admissions are open for now, such as \d{4}-\d{2}$/,
    ),
  );
}, 60_000);

/** The Pre-Nursery row of the e-prospectus's fee table: class, admission, annual, lab, total, tuition. */
const preNurseryRow = (lines: string[]) => lines.slice(lines.indexOf("Pre-Nursery"), lines.indexOf("Pre-Nursery") + 6);

it("writes an e-prospectus that carries a fee edited in fees.yaml (the PDF the build serves)", async () => {
  const shipped = await bootstrapWith();
  expect(shipped.panic).not.toHaveBeenCalled();
  expect(preNurseryRow(shipped.prospectus as string[])).toEqual([
    "Pre-Nursery",
    "25,000",
    "30,800",
    "-",
    "55,800",
    "4,000",
  ]);

  const edited = await bootstrapWith({
    "fees.yaml": (text) => text.replace("At admission, amount: 25000", "At admission, amount: 26000"),
  });
  expect(edited.panic).not.toHaveBeenCalled();
  expect(preNurseryRow(edited.prospectus as string[])).toEqual([
    "Pre-Nursery",
    "26,000",
    "30,800",
    "-",
    "56,800",
    "4,000",
  ]);
}, 60_000);

it("writes the web app manifest and draws its icons at their sizes", async () => {
  const { panic, manifest, icons } = await bootstrapWith();
  expect(panic).not.toHaveBeenCalled();
  expect(manifest.name).toBe("Delhi Public School, Siliguri");
  expect(icons.map((icon) => `${icon.format} ${icon.width}x${icon.height}`)).toEqual([
    "png 192x192",
    "png 512x512",
    "png 192x192",
    "png 512x512",
  ]);
}, 60_000);
