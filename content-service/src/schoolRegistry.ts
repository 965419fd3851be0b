import { isSchoolCode, SCHOOL_CODE_RULE } from "@school/contract/schoolCode";
import { isPlainText } from "@school/contract/forms/validate";
import { SITE_ADDRESS_RULE, siteAddress } from "@school/contract/siteAddress";
import type { Db } from "./db/open";
import { insertSchool, schoolByCode, schoolsInOrder, setSchoolSite, type SchoolRow } from "./db/schools";
import { forSchool } from "./db/schoolScope";
import { immediately } from "./db/transaction";
import { recordAudit } from "./desk/audit";

/** A school's name, as the site's header and the service's PDFs print it. */
const NAME_MAX = 200;

/** A refused addition of a school, in the words of the console. */
export class SchoolError extends Error {}

/** A site's address as stored, or the refusal that says what to give instead. */
function checkedSite(value: string): string {
  const address = siteAddress(value);
  if (!address) throw new SchoolError(`The site's address ${value} ${SITE_ADDRESS_RULE}.`);
  return address;
}

/** Adds a school the service answers at its code's paths, with no content yet: its admins publish
 * it at the desk. `site`: its public site's address, when it is not PUBLIC_SITE_URL. The addition is
 * the first entry of the school's own audit log. */
export async function addSchool(
  db: Db,
  { code, name, site }: { code: string; name: string; site?: string },
  actor: string,
) {
  const cleanName = name.trim().replace(/\s+/g, " ");
  if (!isSchoolCode(code)) throw new SchoolError(`The code ${code} ${SCHOOL_CODE_RULE}.`);
  if (!cleanName) throw new SchoolError('Give the school\'s name: --name "<name>"');
  if (cleanName.length > NAME_MAX || !isPlainText(cleanName))
    throw new SchoolError(`The name must be plain text of ${NAME_MAX} characters or fewer.`);
  const siteUrl = site === undefined ? null : checkedSite(site);
  await immediately(db, async (db) => {
    if (await schoolByCode(db, code)) throw new SchoolError(`A school with the code ${code} is already there.`);
    await insertSchool(db, { code, name: cleanName, created_at: new Date().toISOString(), site_url: siteUrl });
  });
  await recordAudit(forSchool(db, code), {
    actor,
    action: "create",
    kind: "school",
    itemId: code,
    label: cleanName,
    changes: { code, name: cleanName, ...(siteUrl ? { siteUrl } : {}) },
  });
  return (await schoolByCode(db, code))!;
}

/** Changes the address of a school's public site ("" for PUBLIC_SITE_URL's), in the school's audit log. */
export async function changeSchoolSite(db: Db, code: string, site: string, actor: string) {
  const before = await schoolByCode(db, code);
  if (!before) throw new SchoolError(`No school has the code ${code}: npm run school -- list shows them.`);
  const siteUrl = site.trim() ? checkedSite(site) : null;
  if (siteUrl === before.site_url) return before;
  await setSchoolSite(db, code, siteUrl);
  await recordAudit(forSchool(db, code), {
    actor,
    action: "update",
    kind: "school",
    itemId: code,
    label: before.name,
    changes: { siteUrl: [before.site_url, siteUrl] },
  });
  return (await schoolByCode(db, code))!;
}

export const listSchools = (db: Db): Promise<SchoolRow[]> => schoolsInOrder(db);
