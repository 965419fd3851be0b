/** How many résumé bytes each sender's address has stored over the last 24 hours: one sender must
 * not use up the day's allowance that every applicant shares (IntakeLimits.resumeBytesPerDay).
 * Kept in memory, so nothing more about senders is stored; a restart starts the count afresh,
 * which the shared allowance and the per-address rate limit still bound. */
const DAY_MS = 24 * 3600_000;

export class ResumeAllowance {
  private readonly sent = new Map<string, { at: number; bytes: number }[]>();

  constructor(private readonly bytesPerAddress: number) {}

  private recent(address: string, now: number) {
    const kept = (this.sent.get(address) ?? []).filter((entry) => now - entry.at < DAY_MS);
    if (kept.length) this.sent.set(address, kept);
    else this.sent.delete(address);
    return kept;
  }

  /** Whether `bytes` more from `address` stay within its allowance. */
  allows(address: string, bytes: number, now = Date.now()): boolean {
    return this.recent(address, now).reduce((sum, entry) => sum + entry.bytes, 0) + bytes <= this.bytesPerAddress;
  }

  record(address: string, bytes: number, now = Date.now()): void {
    this.sent.set(address, [...this.recent(address, now), { at: now, bytes }]);
  }

  /** Gives back what record() counted of a résumé that was not stored after all. */
  takeBack(address: string, bytes: number): void {
    const entries = this.sent.get(address) ?? [];
    const index = entries.map((entry) => entry.bytes).lastIndexOf(bytes);
    if (index >= 0) entries.splice(index, 1);
  }
}
