/** What an owner changes of a school at the desk: the address of its public site, "" for the
 * service's own (PUBLIC_SITE_URL). Whether it is an address the service takes is the school
 * registry's rule (siteAddress), which `npm run school -- set-site` applies too. */
import * as z from "zod/mini";
import { callObject } from "./callBody";

export const schoolSiteBody = callObject({
  siteUrl: z.string({ error: "Give the site's address." }),
});
export type SchoolSiteBody = z.input<typeof schoolSiteBody>;
