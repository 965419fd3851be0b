/** How many résumé bytes each sender's address has stored over the last 24 hours: one sender must
 * not use up the day's allowance that every applicant shares (IntakeLimits.resumeBytesPerDay).
 * Counted in the database (db/resumeSends.ts), so that every instance of the service shares the
 * count; the address is kept only as a keyed hash (db/limitKeys.ts), and only for the day. */
import type { Db } from "../db/open";
import { limitKey } from "../db/limitKeys";
import { deleteResumeSend, deleteResumeSendsUpTo, insertResumeSend, resumeBytesFrom } from "../db/resumeSends";
import { immediately } from "../db/transaction";

const DAY_MS = 24 * 3600_000;

/** Bytes reserved for a résumé; given back when it is not stored after all. */
export interface ResumeReservation {
  takeBack(): Promise<void>;
}

export class ResumeAllowance {
  /** `db` is the service's own scope: an address's allowance spans every school. */
  constructor(
    private readonly db: Db,
    private readonly bytesPerAddress: number,
  ) {}

  /** Counts `bytes` more from `address` if they stay within its allowance, else answers null.
   * Checked and counted in one immediate transaction: of applications sent together, to any
   * instance, no more pass than the allowance holds. */
  reserve(address: string, bytes: number, now = Date.now()): Promise<ResumeReservation | null> {
    const sender = limitKey(this.db, `resume|${address}`);
    const since = now - DAY_MS;
    return immediately(this.db, async (db) => {
      await deleteResumeSendsUpTo(db, since);
      if ((await resumeBytesFrom(db, sender, since)) + bytes > this.bytesPerAddress) return null;
      const id = await insertResumeSend(db, sender, now, bytes);
      return { takeBack: () => deleteResumeSend(this.db, id) };
    });
  }
}
