/** A school as the owner's screens show it (GET /api/desk/schools). */
import { SITE_ADDRESS_RULE, siteAddress } from "@school/contract/siteAddress";

export interface SchoolRecord {
  id: string;
  code: string;
  name: string;
  /** Its own site's address; "" while it uses the service's (`defaultSite`, PUBLIC_SITE_URL). */
  siteUrl: string;
  defaultSite: string;
  version: string;
}

/** Where the school's "View on the site", share pages and feeds go, in words. */
export const siteText = (record: Pick<SchoolRecord, "siteUrl" | "defaultSite">) =>
  record.siteUrl || `${record.defaultSite} (the service's default)`;

/** The service's own check, before the form is sent: an address it would refuse, in its words. */
export const siteAddressError = (value: unknown): string | undefined => {
  const text = typeof value === "string" ? value.trim() : "";
  return !text || siteAddress(text) ? undefined : `The site's address ${SITE_ADDRESS_RULE}.`;
};
