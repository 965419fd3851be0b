/** A staff account's e-mail address, as the desk's form, the service and `npm run staff` check it. */
import * as z from "zod/mini";
import { hiddenCharactersMessage } from "../entities/writeFields";
import { hasHiddenCharacters } from "../text";

/** RFC 5321's longest address, as the site's own forms take it. */
export const EMAIL_MAX = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MISSING = "Enter the e-mail address.";

/** The address as accounts are found by it. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Text only, never coerced; read trimmed (the account stores it in lower case). */
export const staffEmail = z.string({ error: MISSING }).check(
  z.trim(),
  z.minLength(1, MISSING),
  z.refine((email) => email.length <= EMAIL_MAX, `The e-mail address must be ${EMAIL_MAX} characters or fewer.`),
  // Before the address is quoted back: a NUL or a right-to-left override would misread there and in the log.
  z.refine((email) => !hasHiddenCharacters(email), hiddenCharactersMessage("e-mail address")),
  z.refine((email) => EMAIL.test(email), { error: (issue) => `${String(issue.input)} is not an e-mail address.` }),
);
