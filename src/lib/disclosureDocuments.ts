/* Kept apart from the data file's schema (src/lib/data/disclosureSchema.ts), which holds zod: the
 * page's script needs these words, and zod has no place in a page's script. */

/** Section B of Appendix IX, in its order: each document's key in the file, its label as the
 * Appendix words it, and whether such a document carries a date of expiry (a certificate that must
 * be valid, or one that is renewed). */
export const DISCLOSURE_DOCUMENTS = [
  {
    key: "affiliationLetter",
    label: "Copies of affiliation/upgradation letter and recent extension of affiliation",
    hasExpiry: true,
  },
  {
    key: "registrationCertificate",
    label: "Copies of societies/trust/company registration/renewal certificate",
    hasExpiry: true,
  },
  {
    key: "nocCertificate",
    label: "Copy of no objection certificate (NOC) issued by the state government/UT",
    hasExpiry: false,
  },
  {
    key: "rteCertificate",
    label: "Copies of recognition certificate under the RTE Act 2009 and its renewal",
    hasExpiry: true,
  },
  {
    key: "buildingSafetyCertificate",
    label: "Copy of valid building safety certificate as per the national building code",
    hasExpiry: true,
  },
  {
    key: "fireSafetyCertificate",
    label: "Copy of valid fire safety certificate issued by the competent authority",
    hasExpiry: true,
  },
  {
    key: "deoCertificate",
    label:
      "Copy of the DEO certificate submitted by the school for affiliation/upgradation " +
      "or self-certification by the school",
    hasExpiry: false,
  },
  {
    key: "sanitationCertificates",
    label: "Copies of valid water, health and sanitation certificates",
    hasExpiry: true,
  },
] as const;

export type DisclosureDocumentKey = (typeof DISCLOSURE_DOCUMENTS)[number]["key"];
