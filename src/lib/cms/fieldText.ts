/** What the editor at /admin calls each field of the data files and pages, and the hints below the
 * fields: the one place for the editor's words. A field not named here is labelled from its key
 * ("shortName" becomes "Short name"); a hint comes from the schema's own description first. */
import { DISCLOSURE_DOCUMENTS } from "../data/disclosureSchema";

const LABELS: Record<string, string> = {
  // fees.yaml
  session: "Session (such as 2025-26)",
  registration: "Registration and processing fee (Rs.)",
  transportMonthly: "Transport fee per month (Rs.)",
  groups: "Fee groups",
  key: "Key",
  total: "Total due at admission (Rs.)",
  rows: "Fees",
  amount: "Amount (Rs.)",
  inTotal: "Counts towards the total",
  plans: "Hostel plans",
  instalments: "Instalments",
  when: "When it is paid",
  excludes: "Not included",
  // uniform.yaml, admission.yaml
  summer: "Summer uniform",
  winter: "Winter uniform",
  group: "Class group",
  classXi: "Class XI admission",
  opens: "Registration opens (YYYY-MM-DD)",
  marks: "Marks (such as 61-70%)",
  // navigation.yaml
  menu: "Main menu",
  more: "More pages (footer and sitemap)",
  footer: "Footer links",
  topBar: "Top bar links",
  sidePanel: "Side panel links",
  children: "Entries below this one",
  path: "Address on this site (such as /about-us)",
  external: "Or: a link of site.yaml",
  inMenu: "Shown in the main menu",
  inSideMenu: "Shown in the section's Quick links",
  itemPage: "Shows one item chosen by ?id=",
  // site.yaml
  homeTitle: "Home page title",
  admissionSession: "Admissions open for session (such as 2027-28)",
  schoolCode: "School code",
  siteUrl: "Address of the website",
  lines: "Address lines",
  whatsapp: "WhatsApp number",
  emails: "E-mail addresses",
  address: "Address",
  erpLogin: "ERP login",
  admissionPortal: "Online admission portal",
  socialPage: "Social media page",
  url: "Web address",
  // disclosure.yaml (CBSE's Appendix IX)
  general: "A. General information",
  affiliationNumber: "Affiliation no.",
  principal: "Principal",
  qualification: "Qualification",
  documents: "B. Documents and information",
  ...Object.fromEntries(DISCLOSURE_DOCUMENTS.map((document) => [document.key, document.label])),
  issued: "Date of issue (YYYY-MM-DD)",
  expires: "Date of expiry (YYYY-MM-DD)",
  academics: "C. Result and academics",
  feeStructure: "Fee structure page",
  academicCalendar: "Academic calendar page",
  smcList: "List of school management committee (SMC)",
  ptaList: "List of parents teachers association (PTA) members",
  results: "Last three years' results of the board examination",
  classX: "Class X",
  classXII: "Class XII",
  registered: "No. of registered students",
  passed: "No. of students passed",
  staff: "D. Staff (teaching)",
  teachers: "Teachers",
  pgt: "PGT",
  tgt: "TGT",
  prt: "PRT",
  sections: "No. of sections",
  specialEducator: "Special educator",
  counsellor: "Counsellor and wellness teacher",
  infrastructure: "E. School infrastructure",
  campusArea: "Total campus area (sq m)",
  classrooms: "Classrooms",
  laboratories: "Laboratories, including computer labs",
  count: "Number",
  size: "Size of each (sq m)",
  internet: "Internet facility",
  girlsToilets: "No. of girls' toilets",
  boysToilets: "No. of boys' toilets",
  inspectionVideo: "YouTube video of the school's inspection",
  postalCode: "PIN code",
  // page blocks
  blocks: "Tables, pictures and downloads",
  feeTable: "Fee table",
  hostelFees: "Hostel fees",
  uniform: "Uniform tables",
  admissionCriteria: "Class XI admission criteria",
  gallery: "Photo gallery",
  tiles: "Tiles",
  image: "Picture",
  downloads: "Downloads",
  pdfFrame: "PDF shown in the page",
  embed: "Map, video or social page",
  portalButton: "Admission portal button",
  registrationLinks: "Registration links",
  // The page block, and site.yaml's link to the disclosure as one PDF.
  disclosure: "Mandatory Public Disclosure",
  file: "File",
  alt: "Description of the picture",
  link: "Which one",
  template: "Page layout",
  body: "Text",
};

const HINTS: Record<string, string> = {
  amount: "Whole rupees, without commas or decimals.",
  total: "The sum of the fees that count towards the total; the editor refuses to save when they differ.",
  registration: "Whole rupees, without commas or decimals.",
  transportMonthly: "Whole rupees, without commas or decimals.",
  key: "The name fee pages use for this group (letters and dashes); change it only together with those pages.",
  keywords: "Words people search for, one per entry.",
  path: 'Starts with "/". The page itself is content/pages/<address>.md.',
  alt: "What the picture shows, for people who cannot see it.",
  template: '"hub" shows the section\'s entries as cards; "content" is an ordinary page.',
  body: "Headings with ##, lists with -, links as [text](/address).",
  children: "Up to three levels below the main menu.",
};

/** "shortName" → "Short name". */
const fromKey = (key: string) => {
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const fieldLabel = (key: string): string => LABELS[key] ?? fromKey(key);

/** The hint under a field: the schema's description, else the editor's own, else none. */
export const fieldHint = (key: string, description?: string): string | undefined =>
  description || HINTS[key] || undefined;
