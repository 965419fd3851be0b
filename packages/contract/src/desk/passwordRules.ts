/** What a password must be, in one place for the service, `npm run staff` and the desk's forms. */

/** OWASP's floor for a password on its own (no second factor), and a ceiling that keeps hashing cheap
 * enough that a long "password" cannot be used to tie up the server. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

export function passwordProblem(password: string): string | null {
  if ([...password].length < PASSWORD_MIN) return `The password must be at least ${PASSWORD_MIN} characters long.`;
  if ([...password].length > PASSWORD_MAX) return `The password must be at most ${PASSWORD_MAX} characters long.`;
  return null;
}
