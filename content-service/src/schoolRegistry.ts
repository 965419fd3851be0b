import { isSchoolCode, SCHOOL_CODE_RULE } from "@school/contract/schoolCode";
import { isPlainText } from "@school/contract/forms/validate";
import type { Db } from "./db/open";
import { insertSchool, schoolByCode, schoolsInOrder, type SchoolRow } from "./db/schools";
import { forSchool } from "./db/schoolScope";
import { immediately } from "./db/transaction";
import { recordAudit } from "./desk/audit";

/** A school's name, as the site's header and the service's PDFs print it. */
const NAME_MAX = 200;

/** A refused addition of a school, in the words of the console. */
export class SchoolError extends Error {}

/** Adds a school the service answers at its code's paths, with no content yet: its admins publish
 * it at the desk. The addition is the first entry of the school's own audit log. */
export async function addSchool(db: Db, { code, name }: { code: string; name: string }, actor: string) {
  const cleanName = name.trim().replace(/\s+/g, " ");
  if (!isSchoolCode(code)) throw new SchoolError(`The code ${code} ${SCHOOL_CODE_RULE}.`);
  if (!cleanName) throw new SchoolError('Give the school\'s name: --name "<name>"');
  if (cleanName.length > NAME_MAX || !isPlainText(cleanName))
    throw new SchoolError(`The name must be plain text of ${NAME_MAX} characters or fewer.`);
  await immediately(db, async (db) => {
    if (await schoolByCode(db, code)) throw new SchoolError(`A school with the code ${code} is already there.`);
    await insertSchool(db, { code, name: cleanName, created_at: new Date().toISOString() });
  });
  await recordAudit(forSchool(db, code), {
    actor,
    action: "create",
    kind: "school",
    itemId: code,
    label: cleanName,
    changes: { code, name: cleanName },
  });
  return (await schoolByCode(db, code))!;
}

export const listSchools = (db: Db): Promise<SchoolRow[]> => schoolsInOrder(db);
