/**
 * How the site reads each field of an entity from any host that speaks the API: the value in the type the
 * site uses (coerce.ts), and for anything else the field's empty value (`catch`). Only the fields a row
 * cannot be shown without (`title`, `url`) fail, and with them the row.
 */
import * as z from "zod/mini";
import {
  attachmentCaptions,
  attachmentList,
  excerpt,
  isoDate,
  numberOrNull,
  plainText,
  proseText,
  rawText,
  safeHttpUrl,
} from "../coerce";

/** What a host may send where text, a date or a number belongs. */
const scalar = z.union([z.string(), z.number()]);

/** A value read from text or a number by `read`; anything else, or nothing, reads as `empty`. */
const fromScalar = <T>(read: (value: z.output<typeof scalar>) => T, empty: NoInfer<Awaited<T>>) =>
  z.catch(z.pipe(scalar, z.transform(read)), empty);

/** Plain text (coerce.ts's plainText: tags dropped, white space folded), or "". */
export const text = fromScalar(plainText, "");

/** Text a row is shown by: a row without it is left out. */
export const title = z.pipe(text, z.string().check(z.minLength(1)));

/** Text, or null when there is none: the page shows its own words for it. */
export const optionalText = z.pipe(
  text,
  z.transform((value) => value || null),
);

/** A day as "YYYY-MM-DD", or null. */
export const date = fromScalar(isoDate, null);

/** A number from a number or numeric text ("97.4%"), or null. */
export const number = fromScalar(numberOrNull, null);

/** Attachment references from a list, a single reference or nothing. */
export const attachments = z.pipe(z.unknown(), z.transform(attachmentList));

/** The first attachment reference (a photo), or null. */
export const firstAttachment = z.pipe(
  attachments,
  z.transform((refs): string | null => refs[0] ?? null),
);

/** Attachment references, each with the caption its host gave it ("" for none). */
export const captionedAttachments = z.pipe(
  z.unknown(),
  z.transform((value) => ({ refs: attachmentList(value), captions: attachmentCaptions(value) })),
);

/** HTML kept for the sanitiser, and its opening words as plain text for a card. */
export const post = z.pipe(
  z.unknown(),
  z.transform((value) => ({ html: rawText(value), excerpt: excerpt(proseText(value)) })),
);

/** A web address safe in an href (http or https): a row without one is left out. */
const safeUrl = z.transform((value: string) => safeHttpUrl(value));
export const webAddress = z.pipe(z.pipe(z.string(), safeUrl), z.string());

/** The host's own id of the row (`_id` or `id`) as text, or null. */
export const serviceId = fromScalar((id): string | null => String(id), null);
