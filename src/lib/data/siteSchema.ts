/** content/data/site.yaml: the school's identity, contact details and every external link. */
import * as z from "zod";
import { SCHOOL_CODE_PATTERN, SCHOOL_CODE_RULE } from "@school/contract/schoolCode";
import { digits, list, optional, pattern, record, session, text, textList, url } from "./fields";

export const SITE_FILE = "content/data/site.yaml";

const externalLink = record({ title: text, url }).meta({ id: "SiteLinkYaml" });

const links = record({
  erpLogin: externalLink,
  disclosure: optional(externalLink).describe(
    "The disclosure as one PDF, linked from /mandatory-public-disclosure; leave it out if there is none",
  ),
  alumni: externalLink,
  admissionPortal: externalLink,
  map: externalLink,
  video: externalLink,
  socialPage: externalLink,
});

/** The names by which navigation.yaml and page blocks refer to an external link. */
export const externalLinkKey = links.keyof();
export const EXTERNAL_LINK_KEYS = externalLinkKey.options;

export const siteSchema = record({
  name: text,
  shortName: text,
  homeTitle: text.describe("The home page's title, after the school's name"),
  tagline: text,
  description: text.describe("The home page's description for search engines"),
  keywords: textList,
  admissionSession: session.describe(
    "The session admissions are open for, such as 2027-28 (April 2027 to March 2028). " +
      "The build stops once it has ended",
  ),
  schoolCode: pattern(SCHOOL_CODE_PATTERN, SCHOOL_CODE_RULE)
    .describe("The school's code in every path of the content service (SPEC §7)")
    .meta({ editor: "developersOnly" }),
  siteUrl: url.meta({ editor: "developersOnly" }),
  address: record({
    lines: textList.describe(
      "The address as printed on the page, line by line: the school's name, the street (one line or more), " +
        "and last the state and country",
    ),
    postalCode: optional(digits(/^\d{6}$/, "must be the six-digit PIN code, such as 110001")).describe(
      "The PIN code, shown with the address on /mandatory-public-disclosure",
    ),
    locality: text.describe("The town, for search engines' structured data"),
    region: text.describe("The state"),
    country: pattern(/^[A-Z]{2}$/, "must be the country's two-letter code, such as IN"),
  }).superRefine((address, ctx) => {
    if (address.lines.length < 3) {
      ctx.addIssue({
        code: "custom",
        path: ["lines"],
        input: address.lines,
        message: "must give the school's name, the street (one line or more), and last the state and country",
      });
    }
  }),
  phones: list(
    record({
      label: text,
      number: pattern(/^\+?[\d\s-]{8,20}$/, "must be a phone number of digits, spaces and dashes"),
    }),
    1,
    "phone numbers",
  ),
  whatsapp: pattern(/^\d{10,15}$/, "must be the WhatsApp number as digits only, with the country code"),
  emails: list(
    record({ label: text, address: pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "must be an e-mail address") }),
    1,
    "addresses",
  ),
  vendor: record({ name: text, url }).describe("The school software vendor the copyright line credits"),
  links,
  social: list(record({ name: text, url }), 0, "social pages"),
  founder: optional(
    record({
      name: optional(text),
      lifeDates: optional(text).describe("His years of birth and death, as the office has them, such as 1931–2009"),
      biography: optional(text).describe("A short biography: one or more paragraphs, separated by an empty line"),
    }),
  ).describe("The founding father, shown on /our-founding-father and the home page once the office fills it in"),
});

export type SiteInfo = z.infer<typeof siteSchema>;
export type Founder = NonNullable<SiteInfo["founder"]>;
export type ExternalLink = z.infer<typeof externalLink>;
export type ExternalLinkKey = z.infer<typeof externalLinkKey>;
