import { dataVersionOf } from "../db/dataVersion";
import type { Db } from "../db/open";
import { indiaTodayIso as today } from "@school/contract/indiaToday";
import { representation, type Representation } from "./representation";

/** Answers serialised once and served from memory until the data changes. A write by another
 * process (`npm run seed`, a restore) changes SQLite's data_version, checked on every read; this
 * process's own writes call clear(). A new day (the school's, in India) clears it too: upcoming
 * events depend on the date. */
export class ContentCache {
  private entries = new Map<string, Representation>();
  private seenVersion: unknown = undefined;
  private day = today();

  constructor(private readonly db: Db) {}

  /** The cached answer for key, made by build() when missing; null (not cached) when build() has
   * none. `type` is the answer's media type: JSON unless said otherwise. */
  async get(key: string, build: () => Promise<unknown | null>, type?: string): Promise<Representation | null> {
    const version = await dataVersionOf(this.db);
    const day = today();
    if (version !== this.seenVersion || day !== this.day) {
      this.entries.clear();
      this.seenVersion = version;
      this.day = day;
    }
    let rep = this.entries.get(key);
    if (!rep) {
      const value = await build();
      if (value === null) return null;
      rep = representation(value, type);
      this.entries.set(key, rep);
    }
    return rep;
  }

  clear(): void {
    this.entries.clear();
  }
}
