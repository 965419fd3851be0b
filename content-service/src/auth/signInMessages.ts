/** What a refused sign-in says at the desk. The tries left are the throttle's count for the e-mail
 * address tried from this address (signInThrottle.ts), kept for an unknown e-mail address as for a
 * real one: the words never tell which accounts exist. */

const RESET = "If you have forgotten your password, an admin can reset it.";

const inMinutes = (minutes: number) => (minutes === 1 ? "a minute" : `${minutes} minutes`);

/** Whole minutes until `until`, at least one. */
export const minutesUntil = (until: number, now = Date.now()) => Math.max(1, Math.ceil((until - now) / 60_000));

/** A wrong e-mail address or password, with `triesLeft` before a lock of `lockMinutes` (0: this
 * failure locked sign-in). */
export function wrongSignInMessage(triesLeft: number, lockMinutes: number): string {
  const tries = triesLeft === 1 ? "1 try" : `${triesLeft} tries`;
  const next =
    triesLeft > 0
      ? `${tries} left before sign-in is locked for ${inMinutes(lockMinutes)}.`
      : `Sign-in is now locked for ${inMinutes(lockMinutes)}.`;
  return `The e-mail address or password is wrong. ${next} ${RESET}`;
}

/** A sign-in refused while a lock holds, or while the account's guesses are paced. */
export const lockedSignInMessage = (minutes: number) =>
  `Too many failed sign-ins. Try again in ${inMinutes(minutes)}. ${RESET}`;
