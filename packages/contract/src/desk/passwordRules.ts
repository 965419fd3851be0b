/** What a password must be, in one place for the service, `npm run staff` and the desk's forms. */
import * as z from "zod/mini";

/** OWASP's floor for a password on its own (no second factor), and a ceiling that keeps hashing cheap
 * enough that a long "password" cannot be used to tie up the server. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

const RULES: { holds: (password: string) => boolean; message: string }[] = [
  {
    holds: (password) => [...password].length >= PASSWORD_MIN,
    message: `The password must be at least ${PASSWORD_MIN} characters long.`,
  },
  {
    holds: (password) => [...password].length <= PASSWORD_MAX,
    message: `The password must be at most ${PASSWORD_MAX} characters long.`,
  },
];

export function passwordProblem(password: string): string | null {
  return RULES.find((rule) => !rule.holds(password))?.message ?? null;
}

/** A new password as a field of a body; `missing` is said when it is empty or not text. */
export const newPassword = (missing: string) =>
  z
    .string({ error: missing })
    .check(z.minLength(1, missing), ...RULES.map((rule) => z.refine<string>(rule.holds, rule.message)));
