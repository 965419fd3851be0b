/** What the desk's sign-in sends, as the sign-in page and the service check it. */
import * as z from "zod/mini";
import { CONTROL_MESSAGE, hasHiddenCharacters } from "../text";
import { looseCallObject } from "./callBody";
import { EMAIL_MAX } from "./staffEmail";

/** What a refused sign-in body is answered, above its fields' messages. */
export const SIGN_IN_INVALID = "Enter your e-mail address and password.";
/** No password is ever set longer (passwordRules.ts); a longer one tried is refused before it is hashed. */
const TRIED_PASSWORD_MAX = 1024;

const EMAIL_MISSING = "Enter your e-mail address.";
const PASSWORD_MISSING = "Enter your password.";

export const signInBody = looseCallObject({
  email: z.string({ error: EMAIL_MISSING }).check(
    z.trim(),
    z.minLength(1, EMAIL_MISSING),
    z.refine((email) => email.length <= EMAIL_MAX, `The e-mail address must be ${EMAIL_MAX} characters or fewer.`),
    // No account's address holds a control character (and PostgreSQL's text cannot hold NUL).
    z.refine((email) => !hasHiddenCharacters(email), CONTROL_MESSAGE),
  ),
  password: z.string({ error: PASSWORD_MISSING }).check(
    z.minLength(1, PASSWORD_MISSING),
    z.refine(
      (password) => password.length <= TRIED_PASSWORD_MAX,
      `The password must be at most ${TRIED_PASSWORD_MAX} characters long.`,
    ),
  ),
});
