import { isSchoolCode } from "@school/contract/schoolCode";
import type { Db } from "../db/open";
import { schoolByCode } from "../db/schools";
import { forSchool } from "../db/schoolScope";

/** Which schools the service answers, remembered once seen: schools are added (npm run school),
 * never removed, so a known code needs no query; an unknown one is looked up each time, and one
 * added by another process is found at once. */
export class SchoolDirectory {
  private readonly known = new Set<string>();

  constructor(private readonly db: Db) {}

  /** The database for the school with this code, or null when the service answers no such school. */
  async dbFor(code: string): Promise<Db | null> {
    if (!this.known.has(code)) {
      if (!isSchoolCode(code) || !(await schoolByCode(this.db, code))) return null;
      this.known.add(code);
    }
    return forSchool(this.db, code);
  }
}
