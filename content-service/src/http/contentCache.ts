import { watchContentVersion, type ContentVersion } from "../db/dataVersion";
import type { Db } from "../db/open";
import { indiaTodayIso as today } from "@school/contract/indiaToday";
import { representation, type Representation } from "./representation";

/** Answers serialised once and served from memory until the data changes, whoever changes it
 * (dataVersion.ts); this process's own writes call clear() as well. A new day (the school's, in
 * India) clears it too: upcoming events depend on the date. */
export class ContentCache {
  private entries = new Map<string, Representation>();
  private seenVersion: unknown = undefined;
  private day = today();
  /** Moved by clear(): this process's own commits move no version SQLite reports to it. */
  private clears = 0;
  private readonly version: ContentVersion;

  constructor(db: Db) {
    this.version = watchContentVersion(db);
  }

  /** The cached answer for key, made by build() when missing; null (not cached) when build() has
   * none. `type` is the answer's media type: JSON unless said otherwise. */
  async get(key: string, build: () => Promise<unknown | null>, type?: string): Promise<Representation | null> {
    const version = await this.version.current();
    const day = today();
    if (version !== this.seenVersion || day !== this.day) {
      this.entries.clear();
      this.seenVersion = version;
      this.day = day;
    }
    let rep = this.entries.get(key);
    if (!rep) {
      const clears = this.clears;
      const value = await build();
      if (value === null) return null;
      rep = representation(value, type);
      // A change that came while the answer was made may not be in it: it is served, not kept.
      if ((await this.version.current()) === version && this.clears === clears) this.entries.set(key, rep);
    }
    return rep;
  }

  clear(): void {
    this.clears += 1;
    this.entries.clear();
  }

  close(): Promise<void> {
    return this.version.close();
  }
}
